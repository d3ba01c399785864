/* C11 6.7.6.3p7: qualifiers and 'static' in a parameter's array declarator qualify the
   pointer the parameter is adjusted to; 'restrict' stands wherever a qualifier may. */
#include <stdio.h>
#include <string.h>

static int sum(int a[static 4]) {
    int s = 0;
    for (int i = 0; i < 4; i++)
        s += a[i];
    return s;
}

static size_t length(const char s[const]) {
    return strlen(s);
}

static void scale(double m[restrict 3], const double k[const restrict static 1]) {
    for (int i = 0; i < 3; i++)
        m[i] *= k[0];
}

static int first(int rows[static 2][3]) {
    return rows[1][2];
}

static void copy(int *restrict dst, const int *restrict src, int n) {
    for (int i = 0; i < n; i++)
        dst[i] = src[i];
}

int prototype_only(int [static 2], char [const volatile]);

int main(void) {
    int v[5] = {1, 2, 3, 4, 5};
    double m[3] = {1.5, 2.5, 3.5};
    double k = 2.0;
    int rows[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int dst[5];
    int *restrict p = v;
    int *const restrict q = v;
    printf("%d %zu %d\n", sum(v), length("hello"), sum(v + 1));
    scale(m, &k);
    printf("%.1f %.1f %.1f\n", m[0], m[1], m[2]);
    printf("%d %d %d\n", first(rows), p[4], q[0]);
    copy(dst, v, 5);
    printf("%d %d\n", dst[0], dst[4]);
    printf("%zu\n", sizeof(int (*)(int [static 3])));
    return 0;
}
