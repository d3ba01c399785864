/* The caller side: narrow arguments converted from int values that do not fit, from
 * constants at the edges of each type, and from narrow variables. */
int printf(const char *fmt, ...);

long p_schar(signed char c);
long p_uchar(unsigned char c);
long p_char(char c);
long p_short(short s);
long p_ushort(unsigned short s);
long p_bool(_Bool b);
long p_int(int i);
unsigned long p_uint(unsigned u);
long p_mixed(signed char a, long b, unsigned char c, short d, int e, unsigned short f);
int p_index(unsigned char i, signed char j);
void p_forward(short s, unsigned char c, _Bool b);
void p_store(signed char c, short s, long *out);

static int values[] = {-128, 127, 255, -1, 0, 1, 128, -129, 256, -32768, 32767, 65535,
                       65536, 0x12345680, -0x7fffffff - 1, 0x7fffffff};

static void each(int v) {
  long out[2];
  printf("%d: %ld %ld %ld %ld %ld %ld %ld %lu\n", v, p_schar(v), p_uchar(v), p_char(v),
         p_short(v), p_ushort(v), p_bool(v), p_int(v), p_uint(v));
  printf("  mixed sum %ld\n", p_mixed(v, v, v, v, v, v));
  printf("  index %d\n", p_index(v, v));
  p_forward(v, v, v);
  p_store(v, v, out);
  printf("  stored %ld %ld\n", out[0], out[1]);
}

int main(void) {
  int i;
  signed char sc = -128;
  unsigned char uc = 255;
  short s = -32768;
  unsigned short us = 65535;
  _Bool b = 1;
  for (i = 0; i < (int)(sizeof values / sizeof values[0]); i++)
    each(values[i]);
  printf("consts: %ld %ld %ld %ld %ld\n", p_schar(-128), p_uchar(255), p_short(-32768),
         p_ushort(65535), p_bool(1));
  printf("vars: %ld %ld %ld %ld %ld\n", p_schar(sc), p_uchar(uc), p_short(s), p_ushort(us),
         p_bool(b));
  sc = sc - 1;
  uc = uc + 1;
  s = s - 1;
  us = us + 1;
  printf("wrapped: %ld %ld %ld %ld\n", p_schar(sc), p_uchar(uc), p_short(s), p_ushort(us));
  printf("mixed sum %ld\n", p_mixed(sc, -1L, uc, s, -2147483647 - 1, us));
  return 0;
}
