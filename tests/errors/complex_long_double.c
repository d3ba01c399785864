long double _Complex clogl_like(long double _Complex z);
double _Complex fine;
long double _Complex pair;
int main(void) { return 0; }
