double _Complex cabs_like(double _Complex z);
_Complex float pair;
int main(void) { return 0; }
