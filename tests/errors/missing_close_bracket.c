int a[5];
int g(void) {
  return a[1 2];
}
