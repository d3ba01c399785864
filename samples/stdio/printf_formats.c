/* Calls to a variadic prototype (printf): each argument goes through the default
   argument promotions (char and short to int, float to double). */
int printf(const char *fmt, ...);

int main(void) {
    char c = 'Q';
    short s = -1234;
    unsigned short us = 54321;
    float f = 0.1f;
    double d = 2.0 / 3.0;
    long l = -9000000000L;
    unsigned long ul = 18000000000000000000UL;
    const char *str = "text";

    printf("char %c %d\n", c, c);
    printf("short %d %d\n", s, us);
    printf("float %f %.10f\n", f, f);
    printf("double %f %.3e %g\n", d, d * 1e6, d);
    printf("long %ld %lu\n", l, ul);
    printf("string [%s] [%10s] [%-6s]\n", str, str, str);
    printf("hex %x %X %#x octal %o\n", 48879, 48879, 255, 64);
    printf("width [%5d] [%-5d] [%05d]\n", 42, 42, 42);
    printf("percent 100%%\n");
    int n = printf("%d %s %c %f\n", 1, "two", '3', 4.0);
    printf("the last line had %d characters\n", n);
    return 0;
}
