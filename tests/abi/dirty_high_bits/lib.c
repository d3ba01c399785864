/* Like dirty_upper_bits, with the garbage confined to bits 32-63: each narrow argument's low
 * 32 bits hold its value extended to int, as gcc and tcc-rs callers do and clang's x86-64
 * callees assume, and only the upper half is garbage, which no compiler may trust. Each
 * side declares the other's narrow parameters and returns as `long`, so the garbage is
 * certain. (Each file is consistent by itself; only the ABI connects them.) */
int printf(const char *fmt, ...);

long h_schar(signed char c) { return c * 1000L; }
long h_uchar(unsigned char c) { return c * 1000L; }
long h_short(short s) { return s * 100000L; }
long h_ushort(unsigned short s) { return s * 100000L; }
long h_bool(_Bool b) { return b + 0x100000000L; }
long h_int(int i) { return i * 3L; }
long h_uint(unsigned u) { return u * 3L; }

/* Narrow parameters beyond the eighth: on the stack on both targets, 8-byte slots. */
long h_stack(long r0, long r1, long r2, long r3, long r4, long r5, long r6, long r7,
             signed char c, short s, unsigned char uc, unsigned short us, _Bool b, int i,
             unsigned u) {
  printf("stack: %ld %d %d %u %u %d %d %u\n", r0 + r1 + r2 + r3 + r4 + r5 + r6 + r7, c, s, uc,
         us, b, i, u);
  return c + s + uc + us + b + i + (long)u;
}

/* Callbacks: main.c's functions take narrow parameters; call them with 64-bit values. */
void h_call_narrow(long (*sc)(long), long (*us)(long), long (*b)(long), long (*u)(long),
                   long xs, long xu, long xb, long x) {
  printf("callback params: %ld %ld %ld %ld\n", sc(xs), us(xu), b(xb), u(x));
}

/* 32-bit parameters used as array indices: the address arithmetic is 64-bit, so the index
 * must be sign- or zero-extended from bit 31, never taken with the garbage above it. */
static long squares[10] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81};
long h_int_index(int i) { return squares[5 + i]; }
long h_uint_index(unsigned u) { return *(squares + u); }
long h_short_index(short s) { return squares[5 + s]; }
