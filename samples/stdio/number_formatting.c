/* Formatting numbers by hand into char buffers: itoa in any base, thousands
   separators, and fixed-point output of a double without printf's %f. */
int printf(const char *fmt, ...);

char *utoa(unsigned long v, char *buf, int base) {
    const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    char tmp[65];
    int n = 0;
    do {
        tmp[n++] = digits[v % base];
        v /= base;
    } while (v);
    char *out = buf;
    while (n)
        *out++ = tmp[--n];
    *out = 0;
    return buf;
}

char *with_commas(long v, char *buf) {
    char digits[32];
    utoa(v < 0 ? -v : v, digits, 10);
    int len = 0;
    while (digits[len])
        len++;
    char *out = buf;
    if (v < 0)
        *out++ = '-';
    for (int i = 0; i < len; i++) {
        if (i && (len - i) % 3 == 0)
            *out++ = ',';
        *out++ = digits[i];
    }
    *out = 0;
    return buf;
}

void fixed(double x, int places, char *buf) {
    char *out = buf;
    if (x < 0) {
        *out++ = '-';
        x = -x;
    }
    long scale = 1;
    for (int i = 0; i < places; i++)
        scale *= 10;
    long n = (long)(x * scale + 0.5);
    char digits[32];
    utoa(n / scale, digits, 10);
    for (char *d = digits; *d; d++)
        *out++ = *d;
    *out++ = '.';
    long frac = n % scale;
    for (long div = scale / 10; div > 0; div /= 10)
        *out++ = '0' + frac / div % 10;
    *out = 0;
}

int main(void) {
    char buf[80];
    printf("%s ", utoa(255, buf, 2));
    printf("%s ", utoa(255, buf, 16));
    printf("%s ", utoa(1295, buf, 36));
    printf("%s\n", utoa(18446744073709551615UL, buf, 10));
    long samples[] = {0, 999, 1000, -1234567, 9876543210L};
    for (int i = 0; i < 5; i++)
        printf("%s\n", with_commas(samples[i], buf));
    fixed(3.14159, 3, buf);
    printf("%s ", buf);
    fixed(-0.5, 2, buf);
    printf("%s ", buf);
    fixed(1234.0625, 4, buf);
    printf("%s\n", buf);
    return 0;
}
