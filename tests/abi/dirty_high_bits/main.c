/* The other half of the mismatch described in lib.c. */
int printf(const char *fmt, ...);

long h_schar(long c);
long h_uchar(long c);
long h_short(long s);
long h_ushort(long s);
long h_bool(long b);
long h_int(long i);
long h_uint(long u);
long h_stack(long r0, long r1, long r2, long r3, long r4, long r5, long r6, long r7, long c,
             long s, long uc, long us, long b, long i, long u);
long h_int_index(long i);
long h_uint_index(long u);
long h_short_index(long s);
void h_call_narrow(long (*sc)(signed char), long (*us)(unsigned short), long (*b)(_Bool),
                   long (*u)(unsigned), long xs, long xu, long xb, long x);

static long cb_schar(signed char c) { return c * 7L; }
static long cb_ushort(unsigned short s) { return s * 7L; }
static long cb_bool(_Bool b) { return b * 7L; }
static long cb_uint(unsigned u) { return u * 7L; }

/* `low` extended to int in bits 0-31, `garbage` in bits 32-63. */
static long dirty(long garbage, int low) {
  return (long)((unsigned long)garbage << 32 | (unsigned)low);
}

static long values[] = {0x123456789abcde80L, 0x7f7f7f7f7f7fff7fL, (long)0xffffffffffff00ffL,
                        0x0000000100008000L, (long)0x80000000ffff7fffL, 0x1111111122220001L,
                        (long)0xfedcba9876540000L};
static long garbage[] = {0x12345678L, 0xffffffffL, 0x80000000L, 0x1L, 0x7fffffffL, 0xdeadbeefL,
                         0x0L};

int main(void) {
  int i;
  for (i = 0; i < 7; i++) {
    long x = values[i], g = garbage[i];
    long sc = dirty(g, (signed char)x), uc = dirty(g, (unsigned char)x);
    long s = dirty(g, (short)x), us = dirty(g, (unsigned short)x);
    long b = dirty(g, (int)(x & 1)), n = dirty(g, (int)x);
    printf("%lx/%lx params: %ld %ld %ld %ld %ld %ld %ld\n", x, g, h_schar(sc), h_uchar(uc),
           h_short(s), h_ushort(us), h_bool(b), h_int(n), h_uint(n));
    printf("stack sum %ld\n", h_stack(1, 2, 3, 4, 5, 6, 7, 8, sc, s, uc, us, b, n, n));
    h_call_narrow(cb_schar, cb_ushort, cb_bool, cb_uint, sc, us, b, n);
  }
  for (i = -5; i < 5; i++)
    printf("index %d: %ld %ld %ld\n", i, h_int_index(dirty(garbage[i & 3], i)),
           h_uint_index(dirty(garbage[(i + 1) & 3], i + 5)),
           h_short_index(dirty(garbage[(i + 2) & 3], i)));
  return 0;
}
