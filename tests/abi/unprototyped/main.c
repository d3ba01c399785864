/* Calls of lib.c's functions through declarations without prototypes. */
int printf(const char *fmt, ...);

long u_ints();
double u_floats();
long u_many();
long u_call(long (*fp)(), signed char c, float f, short s);

static long promoted(int c, double f, int s) {
  printf("promoted: %d %.9g %d\n", c, f, s);
  return c + (long)(f * 4) + s;
}

int main(void) {
  signed char sc = -128;
  unsigned char uc = 255;
  short s = -32768;
  unsigned short us = 65535;
  _Bool b = 1;
  float f = 0.1f;
  int n = 0x12345680;
  printf("u_ints %ld\n", u_ints(sc, uc, s, us, b, -1L));
  sc = n;
  uc = n;
  s = n;
  us = n;
  printf("u_ints %ld\n", u_ints(sc, uc, s, us, (_Bool)n, 0x100000000L));
  printf("u_floats %.17g\n", u_floats(f, 2.5, uc, -f));
  printf("u_many %ld\n", u_many(sc, uc, s, us, b, 1, 2, 3, sc, uc));
  printf("u_call %ld\n", u_call(promoted, -128, 2.25f, 32767));
  printf("u_call %ld\n", u_call(promoted, 1, -f, 0));
  return 0;
}
