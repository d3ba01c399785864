/* Callees taking narrow integer parameters. Each uses its parameters in wide arithmetic, so a
 * callee that trusts bits above a parameter's width that the ABI leaves unspecified (or a
 * caller that fails to extend where the ABI requires it) shows in the result. */
int printf(const char *fmt, ...);

long p_schar(signed char c) { return c * 1000L; }
long p_uchar(unsigned char c) { return c * 1000L; }
long p_char(char c) { return c * 1000L; }
long p_short(short s) { return s * 100000L; }
long p_ushort(unsigned short s) { return s * 100000L; }
long p_bool(_Bool b) { return b + 0x100000000L; }
long p_int(int i) { return i * 3L; }
unsigned long p_uint(unsigned u) { return u * 3UL; }

/* Narrow parameters in every register position, mixed with wide ones. */
long p_mixed(signed char a, long b, unsigned char c, short d, int e, unsigned short f) {
  printf("mixed: %d %ld %u %d %d %u\n", a, b, c, d, e, f);
  return a + b + c + d + e + f;
}

/* Narrow parameters compared and used as indices: both depend on their exact value. */
static int table[256];
int p_index(unsigned char i, signed char j) {
  int k;
  for (k = 0; k < 256; k++)
    table[k] = k * 2;
  return table[i] + (j < 0 ? -1 : 1);
}

/* A narrow parameter that is only passed on: the callee forwards it unchanged to printf's
 * variadic part, where it must arrive promoted to int. */
void p_forward(short s, unsigned char c, _Bool b) { printf("forward: %d %d %d\n", s, c, b); }

/* Narrow parameters written back through a pointer: the store must keep exactly the value. */
void p_store(signed char c, short s, long *out) {
  out[0] = c;
  out[1] = s;
}
