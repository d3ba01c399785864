/* The caller side: every narrow return is used at once in wide arithmetic, compared, stored
 * into a wider variable and passed on, so a return left unextended shows in the output. */
int printf(const char *fmt, ...);

signed char ret_schar(int a, int b);
unsigned char ret_uchar(int a, int b);
char ret_char(int a, int b);
short ret_short(int a, int b);
unsigned short ret_ushort(int a, int b);
_Bool ret_bool(int a, int b);
int ret_int(long a, long b);
unsigned ret_uint(long a, long b);
long ret_long(long a, long b);
unsigned long ret_ulong(long a, long b);
long long ret_llong(long long a, long long b);
unsigned long long ret_ullong(unsigned long long a, unsigned long long b);
signed char load_schar(int i);
unsigned char load_uchar(int i);
short load_short(int i);
unsigned short load_ushort(int i);

static int pairs[9][2] = {
    {-128, 0}, {127, 1}, {255, 0}, {0x12345680, 0}, {-32768, 0}, {65535, 0},
    {0x7fffffff, 1}, {-1, -0x7fffffff}, {0x300, 0x100},
};

static void narrow(int a, int b) {
  long wide;
  printf("schar(%d,%d): %d %ld %d\n", a, b, ret_schar(a, b), ret_schar(a, b) * 1000L,
         ret_schar(a, b) < 0);
  wide = ret_uchar(a, b);
  printf("uchar: %u %ld %d\n", ret_uchar(a, b), wide * -3L, ret_uchar(a, b) > 127);
  printf("char: %d\n", ret_char(a, b) + 0);
  wide = ret_short(a, b);
  printf("short: %d %ld %ld\n", ret_short(a, b), wide, ret_short(a, b) * 100000L);
  printf("ushort: %u %ld %d\n", ret_ushort(a, b), ret_ushort(a, b) * 100000L,
         ret_ushort(a, b) == 65535);
  printf("bool: %d %ld\n", ret_bool(a, b), ret_bool(a, b) + 0x100000000L);
}

static void wide_ints(void) {
  long l;
  unsigned long ul;
  l = ret_int(0x7fffffffL, 1);
  printf("int: %d %ld\n", ret_int(0x7fffffffL, 1), l);
  l = ret_int(0x1ffffffffL, 0);
  printf("int: %ld %ld\n", l, ret_int(-1, 0) * 3000000000L);
  ul = ret_uint(-1, 0);
  printf("uint: %u %lu %ld\n", ret_uint(-1, 0), ul, ret_uint(-2, 0) + 1L);
  l = ret_uint(0x180000000L, 0);
  printf("uint: %ld\n", l);
  printf("long: %ld %ld\n", ret_long(0x7fffffffffffffffL, 1), ret_long(-1, -0x7fffffffffffffffL));
  printf("ulong: %lu\n", ret_ulong(-1, 0));
  printf("llong: %lld %lld\n", ret_llong(-4611686018427387904LL, 2),
         ret_llong(3037000499LL, 3037000499LL));
  printf("ullong: %llu %llu\n", ret_ullong(0xffffffffULL, 0x100000001ULL),
         ret_ullong(18446744073709551615ULL, 1));
}

static void loads(void) {
  int i;
  long sum = 0;
  for (i = 0; i < 4; i++) {
    long s = load_schar(i), u = load_uchar(i), h = load_short(i), uh = load_ushort(i);
    printf("load %d: %ld %ld %ld %ld\n", i, s, u, h, uh);
    sum += s * 1000000000L + u * 1000000L + h * 1000L + uh;
  }
  printf("load sum: %ld\n", sum);
}

int main(void) {
  int i;
  for (i = 0; i < 9; i++)
    narrow(pairs[i][0], pairs[i][1]);
  wide_ints();
  loads();
  return 0;
}
