/* The other half of the mismatch described in lib.c.
 *
 * abi-skip: clang/x86_64 -- clang's x86-64 code relies on the caller having extended char,
 * short and _Bool arguments to 32 bits (a de-facto rule beyond the psABI text that gcc and
 * tcc-rs callers follow), so its callees read this case's deliberate garbage as part of the
 * value. The case dirty_high_bits keeps the low 32 bits valid and runs with every peer. */
int printf(const char *fmt, ...);

long d_schar(long c);
long d_uchar(long c);
long d_short(long s);
long d_ushort(long s);
long d_bool(long b);
long d_int(long i);
long d_uint(long u);
long d_stack(long r0, long r1, long r2, long r3, long r4, long r5, long r6, long r7, long c,
             long s, long uc, long us, long b, long i, long u);
signed char r_schar(long x);
unsigned char r_uchar(long x);
short r_short(long x);
unsigned short r_ushort(long x);
_Bool r_bool(long x);
int r_int(long x);
unsigned r_uint(long x);
void call_narrow(long (*sc)(signed char), long (*us)(unsigned short), long (*b)(_Bool),
                 long x, long xb);
void call_wide(long (*sc)(long), long (*us)(long), long (*b)(long), long (*u)(long), long x,
               long xb);

double u_schar_to_double(long c);
float u_ushort_to_float(long s);
double u_uchar_to_double(long c);
float u_short_to_float(long s);
int u_shift(long c);
int u_divide(long s);
int u_remainder(long c);
int u_above(long s);
int u_negative(long c);
int u_switch(long c);
long u_index(long c);
int u_is_true(long b);
int u_not(long b);
unsigned long u_widen(long c);
long u_less(long a, long b);
int u_product(long a, long b);

static long cb_schar(signed char c) { return c * 7L; }
static long cb_ushort(unsigned short s) { return s * 7L; }
static long cb_bool(_Bool b) { return b * 7L; }
static long identity(long x) { return x; }

/* Values whose low 8, 16 and 32 bits are at the edges of each type, with every bit above set
 * in some and clear in others; _Bool values are 0 or 1 in the low byte, garbage above. */
static long values[] = {0x123456789abcde80L, 0x7f7f7f7f7f7fff7fL, (long)0xffffffffffff00ffL,
                        0x0000000100008000L, (long)0x80000000ffff7fffL, 0x1111111122220001L,
                        (long)0xfedcba9876540000L};
static long bools[] = {(long)0xffffffffffffff01L, (long)0xffffffffffffff00L,
                       0x0000000000000100L, 0x1234567890abcd01L};

int main(void) {
  int i;
  long sum;
  for (i = 0; i < 7; i++) {
    long x = values[i];
    long xb = x & ~0xfeL; /* a valid _Bool in the low byte, garbage above */
    printf("%lx params: %ld %ld %ld %ld %ld %ld\n", x, d_schar(x), d_uchar(x), d_short(x),
           d_ushort(x), d_int(x), d_uint(x));
    sum = r_schar(x);
    sum = sum * 1000 + r_uchar(x);
    sum = sum * 100000 + r_short(x);
    sum = sum * 100000 + r_ushort(x);
    printf("%lx returns: %d %d %d %d %ld\n", x, r_schar(x), r_uchar(x), r_short(x),
           r_ushort(x), sum);
    printf("%lx int returns: %d %u %ld %ld\n", x, r_int(x), r_uint(x), r_int(x) * 3L,
           r_uint(x) * 3L);
    printf("%lx stack sum %ld\n", x, d_stack(1, 2, 3, 4, 5, 6, 7, 8, x, x, x, x, 1, x, x));
    printf("%lx uses: %.9g %.9g %.9g %.9g %d %d %d %d %d %d %ld %d %d %lu %ld %ld %d\n", x,
           u_schar_to_double(x), u_ushort_to_float(x), u_uchar_to_double(x),
           u_short_to_float(x), u_shift(x), u_divide(x), u_remainder(x), u_above(x),
           u_negative(x), u_switch(x), u_index(x), u_is_true(xb), u_not(xb), u_widen(x),
           u_less(x, 0x100), u_less(0x17f, x), u_product(x, x));
    printf("%lx return uses: %.9g %.9g %d %d %d %d\n", x, (double)r_schar(x),
           (float)r_ushort(x), r_uchar(x) >> 1, r_short(x) / 3, r_schar(x) < r_uchar(x),
           r_ushort(x) > 40000);
    call_narrow(cb_schar, cb_ushort, cb_bool, x, xb);
    call_wide(identity, identity, identity, identity, x, xb);
  }
  for (i = 0; i < 4; i++) {
    long b = bools[i];
    printf("bool %lx: %ld %d %ld\n", b, d_bool(b), r_bool(b), r_bool(b) + 0x100000000L);
    printf("bool stack sum %ld\n", d_stack(1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, b, 0, 0));
    call_narrow(cb_schar, cb_ushort, cb_bool, b, b);
    call_wide(identity, identity, identity, identity, b, b);
  }
  return 0;
}
