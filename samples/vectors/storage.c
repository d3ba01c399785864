#include <stdio.h>
#include <string.h>

typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
typedef int v4u __attribute__((vector_size(16), aligned(1), may_alias));

struct pair { char tag; v4si v; v4hi h; };
struct one { v4si v; };
struct small { v4hi h; int n; };
struct hva { v2df a, b; };

v4si g = {7, 8, 9};
v4si table[3] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
struct pair gp = {'x', {1, -1, 2, -2}, {3, 4, 5, 6}};

static struct one bump(struct one o) { o.v += 1; return o; }
static struct small scale(struct small s) { s.h *= (short)s.n; s.n++; return s; }
static struct hva swap(struct hva h) { struct hva r = {h.b, h.a}; return r; }
static v4si many(v4si a, v4si b, v4si c, v4si d, v4si e, v4si f, v4si g1, v4si h, v4si i, v4si j) {
    return a + b + c + d + e + f + g1 + h + i + j * 10;
}
static void via_pointer(v4si *p, int n) { for (int i = 0; i < n; i++) p[i] = p[i] * 2; }

int main(void) {
    printf("%d %d %d %d\n", g[0], g[1], g[2], g[3]);
    printf("%d %d\n", table[1][3], table[2][0]);
    printf("%c %d %d %zu %zu\n", gp.tag, gp.v[3], gp.h[2], sizeof(struct pair), _Alignof(struct pair));
    struct one o = bump((struct one){{10, 20, 30, 40}});
    printf("%d %d\n", o.v[0], o.v[3]);
    struct small s = scale((struct small){{1, 2, 3, 4}, 3});
    printf("%d %d %d\n", s.h[0], s.h[3], s.n);
    struct hva h = swap((struct hva){{1.5, 2.5}, {3.5, 4.5}});
    printf("%g %g %g %g\n", h.a[0], h.a[1], h.b[0], h.b[1]);
    v4si k = {1, 1, 1, 1};
    v4si r = many(k, k, k, k, k, k, k, k, k, (v4si){1, 2, 3, 4});
    printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
    via_pointer(table, 3);
    printf("%d %d\n", table[0][1], table[1][2]);
    char buf[40] = {0};
    memcpy(buf + 1, &g, sizeof g);
    v4u un = *(v4u *)(buf + 1);
    printf("%d %d\n", un[0], un[2]);
    v4si copy;
    memcpy(&copy, buf + 1, 16);
    printf("%d\n", copy[1]);
    int sum = 0;
    for (int i = 0; i < 4; i++)
        sum += r[i];
    printf("%d\n", sum);
    return 0;
}
