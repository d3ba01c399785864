/* Both ABIs (x86-64 SysV and AAPCS64) leave the bits of a register or stack slot above a
 * narrow argument's or return value's width unspecified. This pair makes that garbage
 * certain: each side declares the other's narrow parameters and returns as `long`, so the
 * bits arrive set and only an extension by the receiving side gives the right value.
 * (Each file is consistent by itself; only the ABI connects them.)
 *
 * Here: callees with narrow parameters that main.c calls with full 64-bit values, callees
 * that return 64-bit values that main.c reads as narrow ones, and calls through pointers to
 * main.c's functions with the same mismatches the other way round. */
int printf(const char *fmt, ...);

long d_schar(signed char c) { return c * 1000L; }
long d_uchar(unsigned char c) { return c * 1000L; }
long d_short(short s) { return s * 100000L; }
long d_ushort(unsigned short s) { return s * 100000L; }
long d_bool(_Bool b) { return b + 0x100000000L; }
long d_int(int i) { return i * 3L; }
long d_uint(unsigned u) { return u * 3L; }

/* Narrow parameters beyond the eighth: on the stack on both targets, 8-byte slots. */
long d_stack(long r0, long r1, long r2, long r3, long r4, long r5, long r6, long r7,
             signed char c, short s, unsigned char uc, unsigned short us, _Bool b, int i,
             unsigned u) {
  printf("stack: %ld %d %d %u %u %d %d %u\n", r0 + r1 + r2 + r3 + r4 + r5 + r6 + r7, c, s, uc,
         us, b, i, u);
  return c + s + uc + us + b + i + (long)u;
}

/* main.c reads these as signed char, unsigned char, short, unsigned short, _Bool, int and
 * unsigned. */
long r_schar(long x) { return x; }
long r_uchar(long x) { return x; }
long r_short(long x) { return x; }
long r_ushort(long x) { return x; }
long r_bool(long x) { return x; }
long r_int(long x) { return x; }
long r_uint(long x) { return x; }

/* Callbacks: main.c's functions take narrow parameters; call them with 64-bit values. A
 * _Bool must be 0 or 1 in its low byte (the ABIs define only that), so it gets xb. */
void call_narrow(long (*sc)(long), long (*us)(long), long (*b)(long), long x, long xb) {
  printf("callback params %lx %lx: %ld %ld %ld\n", x, xb, sc(x), us(x), b(xb));
}

/* Callbacks: main.c's functions return 64-bit values; read them as narrow ones. */
void call_wide(signed char (*sc)(long), unsigned short (*us)(long), _Bool (*b)(long),
               unsigned (*u)(long), long x, long xb) {
  long a = sc(x), c = us(x), d = b(xb), e = u(x);
  printf("callback returns %lx %lx: %ld %ld %ld %ld\n", x, xb, a, c, d, e);
}

/* Narrow parameters in every kind of use that must see exactly the narrow value: conversion
 * to floating types, shifts, division, comparison, switch, indexing, _Bool tests. */
double u_schar_to_double(signed char c) { return c; }
float u_ushort_to_float(unsigned short s) { return s; }
double u_uchar_to_double(unsigned char c) { return c; }
float u_short_to_float(short s) { return s; }
int u_shift(signed char c) { return c >> 1; }
int u_divide(short s) { return s / 3; }
int u_remainder(signed char c) { return c % 7; }
int u_above(unsigned short s) { return s > 40000; }
int u_negative(signed char c) { return c < 0; }
int u_switch(unsigned char c) {
  switch (c) {
  case 0: return 10;
  case 128: return 20;
  case 255: return 30;
  default: return 40;
  }
}
long u_index(signed char c) {
  static int table[300];
  int i;
  for (i = 0; i < 300; i++)
    table[i] = i * 3;
  return *(table + 150 + c);
}
int u_is_true(_Bool b) { return b == 1; }
int u_not(_Bool b) { return !b; }
unsigned long u_widen(unsigned char c) { return c; }
long u_less(signed char a, signed char b) { return a < b; }
int u_product(signed char a, unsigned char b) { return a * b; }
