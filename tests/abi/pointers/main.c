/* The caller side of lib.c's pointer functions. */
int printf(const char *fmt, ...);

char *text_at(int i);
const char *greeting(void);
short *shorts_end(void);
void *null_ptr(void);
int is_null(void *p);
long sum_schars(const signed char *p, int n);
long sum_ushorts(const unsigned short *p, unsigned long n);
void store_narrow(signed char *c, unsigned short *s, _Bool *b, int *i, long long *ll, long v);
int next_word(const char **cursor);
double *max_of(double *a, int n);
long distance(const float *from, const float *to);
long ptrs9(char *a, short *b, int *c, long *d, float *e, double *f, unsigned char *g,
           long long *h, void *i);
extern short lib_shorts[3];
extern char *lib_text;
extern long (*lib_hook)(const float *, const float *);
extern signed char lib_byte;

/* Function pointers to the other side's functions in initialized data. */
static long (*sums[2])(const signed char *, int) = {sum_schars, 0};
static const char *(*greet)(void) = greeting;

int main(void) {
  signed char schars[6] = {-128, 127, -1, 0, 1, -2};
  unsigned short ushorts[4] = {65535, 0, 32768, 1};
  unsigned char guarded[16]; /* 0xa5 around each narrow object shows a too-wide store */
  double ds[5] = {-1.0, 3.5, 1e300, -1e300, 2.0};
  float fs[10];
  const char *cursor = "  one three  fifteen";
  char c = 'c';
  short s = -300;
  int i = -70000, k;
  long l = 1L << 40;
  float f = 2.75f;
  double d = -1e9;
  unsigned char uc = 250;
  long long ll = -5;
  short *end = shorts_end();
  long values[3] = {-1, 0x1234567890abcdefL, 0};
  printf("%s|%s|%c\n", text_at(9), greeting(), *text_at(0));
  printf("end[-5] %d end[-1] %d\n", end[-5], end[-1]);
  printf("null %d %d %d\n", null_ptr() == 0, is_null(0), is_null(&c));
  printf("sum_schars %ld %ld\n", sum_schars(schars, 6), sum_schars(schars + 1, 3));
  printf("sum_ushorts %ld\n", sum_ushorts(ushorts, 4));
  for (k = 0; k < 3; k++) {
    int j;
    for (j = 0; j < 16; j++)
      guarded[j] = 0xa5;
    store_narrow((signed char *)(guarded + 1), (unsigned short *)(guarded + 4),
                 (_Bool *)(guarded + 7), (int *)(guarded + 8), &ll, values[k]);
    for (j = 0; j < 16; j++)
      printf("%02x", guarded[j]);
    printf(" %lld\n", ll);
  }
  while ((k = next_word(&cursor)) != 0)
    printf("word of %d, rest '%s'\n", k, cursor);
  printf("max_of %g at %ld\n", *max_of(ds, 5), (long)(max_of(ds, 5) - ds));
  printf("distance %ld %ld\n", distance(fs, fs + 10), distance(fs + 7, fs + 2));
  ll = -5;
  printf("ptrs9 %ld %ld\n", ptrs9(&c, &s, &i, &l, &f, &d, &uc, &ll, 0),
         ptrs9(&c, &s, &i, &l, &f, &d, &uc, &ll, &c));
  printf("data %d %d %d %s %ld %d\n", lib_shorts[0], lib_shorts[1], lib_shorts[2],
         lib_text + 20, lib_hook(fs, fs + 3), lib_byte * 1000);
  lib_byte = lib_byte - 121;
  lib_shorts[1] = lib_shorts[1] - 1;
  printf("data %d %d %ld %d %s\n", lib_byte, lib_shorts[1], sums[0](&lib_byte, 1), sums[1] == 0,
         greet());
  return 0;
}
