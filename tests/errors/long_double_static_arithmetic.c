static long double third = 1.0L / 3;
int main(void) { return third > 0; }
