int cast_both_ways(char *p, int n) {
  int a = (int)p;
  char *q = (char *)n;
  char *fixed = (char *)16;
  _Bool b = (_Bool)p;
  long whole = (long)p;
  unsigned char low = (unsigned char)(p + 1);
  return a + *q + *fixed + b + (int)whole + low;
}
