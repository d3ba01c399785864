/* Callees with locals in memory (arrays, a structure whose address is passed on, alloca,
   a variable length array): their copies get storage of their own in the caller's frame,
   fresh at each call as C wants (each call initialises what it reads). */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

struct point { int x, y; };

static void shift(struct point *p, int dx) { p->x += dx; p->y -= dx; }

static int walk(int steps) {
    struct point p = {0, 0};
    for (int i = 0; i < steps; i++)
        shift(&p, i);
    return p.x * 3 + p.y;
}

static int digits(unsigned v) {
    char buf[16];
    int n = 0;
    do {
        buf[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum = sum * 3 + buf[i] - '0';
    return sum;
}

static int with_alloca(int n) {
    int *a = alloca(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++)
        a[i] = i * i;
    int s = 0;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] ^ i;
    return s;
}

static int with_vla(int n) {
    char v[n + 1];
    memset(v, 'a', (size_t)n);
    v[n] = 0;
    return (int)strlen(v) + v[0];
}

int main(void) {
    long total = 0;
    for (int i = 0; i < 1000; i++)
        total += walk(i % 17) + digits((unsigned)i * 7919u) + with_alloca(i % 50 + 1) + with_vla(i % 9);
    printf("total %ld\n", total);
    printf("walk %d digits %d alloca %d vla %d\n", walk(9), digits(123456789), with_alloca(10), with_vla(4));
    return 0;
}
