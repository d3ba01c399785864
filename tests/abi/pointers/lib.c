/* Pointer parameters and returns: pointers into arrays of every width, pointers to pointers,
 * null pointers, and pointers to narrow objects written through by the callee. */
int printf(const char *fmt, ...);

static char text[] = "pointers cross the boundary";
static short shorts[5] = {-32768, -1, 0, 1, 32767};

char *text_at(int i) { return text + i; }
const char *greeting(void) { return "hello from the other side"; }
short *shorts_end(void) { return shorts + 5; }
void *null_ptr(void) { return 0; }
int is_null(void *p) { return p == 0; }

long sum_schars(const signed char *p, int n) {
  long s = 0;
  while (n-- > 0)
    s = s * 2 + *p++;
  return s;
}

long sum_ushorts(const unsigned short *p, unsigned long n) {
  long s = 0;
  unsigned long i;
  for (i = 0; i < n; i++)
    s = s * 3 + p[i];
  return s;
}

/* Writes through narrow pointers: only the pointee's bytes may change. */
void store_narrow(signed char *c, unsigned short *s, _Bool *b, int *i, long long *ll, long v) {
  *c = (signed char)v;
  *s = (unsigned short)v;
  *b = v != 0;
  *i = (int)v;
  *ll = v * 3;
}

/* A pointer to a pointer: advance the caller's cursor past a word. */
int next_word(const char **cursor) {
  int n = 0;
  while (**cursor == ' ')
    ++*cursor;
  while (**cursor && **cursor != ' ') {
    ++*cursor;
    n++;
  }
  return n;
}

/* The maximum of a double array, returned as a pointer into it. */
double *max_of(double *a, int n) {
  double *best = a;
  int i;
  for (i = 1; i < n; i++)
    if (a[i] > *best)
      best = a + i;
  return best;
}

/* A pointer difference computed on this side. */
long distance(const float *from, const float *to) { return to - from; }

/* Many pointer arguments, some on the stack. */
long ptrs9(char *a, short *b, int *c, long *d, float *e, double *f, unsigned char *g,
           long long *h, void *i) {
  return *a + *b + *c + *d + (long)*e + (long)*f + *g + *h + (i == 0);
}

/* Data the other side reads and writes by name: relocations in both objects must agree. */
short lib_shorts[3] = {-1, -32768, 32767};
char *lib_text = text;
long (*lib_hook)(const float *, const float *) = distance;
signed char lib_byte = -7;
