/* Explicit casts and implicit conversions between every kind of scalar: truncation,
   sign and zero extension, integer <-> floating, _Bool, and pointers <-> integers. */
int printf(const char *fmt, ...);

int main(void) {
    int i = 0x12345678;
    printf("%d %d %d\n", (signed char)i, (short)i, (unsigned char)i);
    printf("%d %u\n", (signed char)0x80, (unsigned int)(signed char)0x80);
    long l = (long)-1;
    unsigned int u = (unsigned int)l;
    printf("%ld %u %lu\n", l, u, (unsigned long)u);

    double d = -3.99;
    printf("%d %ld %d\n", (int)d, (long)(d * 1000), (int)(unsigned char)200.7);
    printf("%.2f %.2f\n", (double)7 / 2, (double)(7 / 2));
    float f = (float)1 / 3;
    printf("%.7f %d\n", f, (int)(f * 3));

    _Bool b1 = 0.5, b2 = -7, b3 = 0;
    int *p = &i;
    _Bool bp = p;
    printf("%d %d %d %d\n", b1, b2, b3, bp);

    long addr = (long)p;
    int *back = (int *)addr;
    printf("%d\n", back == p && *back == i);

    char c = 'a';
    int promoted = c + 1;
    short s = 1000;
    long wide = s * s * 10L;
    printf("%d %ld %d\n", promoted, wide, (int)sizeof(c + c));
    unsigned char small = 255;
    printf("%d %d\n", small + 1, (unsigned char)(small + 1));
    return (int)(d * -1);
}
