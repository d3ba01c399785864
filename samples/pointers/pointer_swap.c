/* Pointers: address-of, dereference, swapping through pointers, pointer arithmetic
   scaled by the pointee size, pointer differences and comparisons. */
int printf(const char *fmt, ...);

void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

void swap_long(long *a, long *b) {
    long t = *a;
    *a = *b;
    *b = t;
}

int *max_of(int *a, int n) {
    int *best = a;
    for (int *p = a + 1; p < a + n; p++)
        if (*p > *best)
            best = p;
    return best;
}

void reverse(int *first, int *last) {
    while (first < last)
        swap(first++, last--);
}

int main(void) {
    int x = 1, y = 2;
    swap(&x, &y);
    printf("x=%d y=%d\n", x, y);

    long p = 10000000000L, q = -3;
    swap_long(&p, &q);
    printf("p=%ld q=%ld\n", p, q);

    int v[8] = {4, 8, 15, 16, 23, 42, 7, 1};
    int *m = max_of(v, 8);
    printf("max=%d at index %ld\n", *m, m - v);

    reverse(v, v + 7);
    for (int i = 0; i < 8; i++)
        printf("%d%c", v[i], i == 7 ? '\n' : ' ');

    int *end = &v[8];
    int count = 0;
    for (int *it = v; it != end; ++it)
        count += *it % 2 == 0;
    printf("even=%d span=%ld\n", count, end - v);

    int **pp = &m;
    **pp = 100;
    printf("v[%ld]=%d\n", m - v, v[m - v]);

    int *null = 0;
    printf("null is %s\n", null == 0 ? "null" : "not null");
    return 0;
}
