/* Compound literals: temporary structs and arrays passed to functions, assigned to
 * struct variables, used as lvalues, at file scope as static storage (a pointer to an
 * array literal), in loops (a fresh object each iteration with a block's lifetime), and
 * a polyline simplifier (Douglas-Peucker) fed with literal point arrays. */
#include <stdio.h>
#include <math.h>
#include <string.h>

typedef struct { double x, y; } Pt;
typedef struct { int r, g, b; } Rgb;

static int *primes = (int[]){2, 3, 5, 7, 11, 13, 17, 19};
static const Rgb *palette = (const Rgb[]){{255, 0, 0}, {0, 128, 0}, {0, 0, 255}, [4] = {9, 9, 9}};

static double seg_dist(Pt p, Pt a, Pt b) {
    double dx = b.x - a.x, dy = b.y - a.y;
    double len2 = dx * dx + dy * dy;
    double t = len2 == 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    double ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
    return sqrt(ex * ex + ey * ey);
}

/* Marks the points to keep between first and last. */
static void simplify(const Pt *p, int first, int last, double eps, char *keep) {
    double best = 0;
    int at = -1;
    for (int i = first + 1; i < last; i++) {
        double d = seg_dist(p[i], p[first], p[last]);
        if (d > best) {
            best = d;
            at = i;
        }
    }
    if (at >= 0 && best > eps) {
        keep[at] = 1;
        simplify(p, first, at, eps, keep);
        simplify(p, at, last, eps, keep);
    }
}

static int run(const char *name, const Pt *p, int n, double eps) {
    char keep[32];
    memset(keep, 0, sizeof keep);
    keep[0] = keep[n - 1] = 1;
    simplify(p, 0, n - 1, eps, keep);
    int kept = 0;
    printf("%s eps %.2f:", name, eps);
    for (int i = 0; i < n; i++)
        if (keep[i]) {
            kept++;
            printf(" (%g,%g)", p[i].x, p[i].y);
        }
    printf("  [%d of %d]\n", kept, n);
    return kept;
}

static Rgb mix(Rgb a, Rgb b) { return (Rgb){(a.r + b.r) / 2, (a.g + b.g) / 2, (a.b + b.b) / 2}; }

static int sum(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

int main(void) {
    int kept = 0;
    kept += run("zigzag", (Pt[]){{0, 0}, {1, 0.1}, {2, -0.1}, {3, 5}, {4, 6}, {5, 7}, {6, 8.1}, {7, 9}}, 8, 0.5);
    kept += run("square", (Pt[]){{0, 0}, {2, 0}, {4, 0}, {4, 2}, {4, 4}, {2, 4}, {0, 4}, {0, 2}, {0, 0.1}}, 9, 0.05);
    kept += run("line", (Pt[10]){{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}}, 6, 0.01);
    Pt wave[24];
    for (int i = 0; i < 24; i++)
        wave[i] = (Pt){i, round(3 * sin(i * 0.5) * 100) / 100};
    kept += run("wave", wave, 24, 0.3);
    kept += run("wave", wave, 24, 1.0);

    printf("primes sum %d, 5th %d\n", sum(primes, 8), primes[4]);
    primes[0] = 1; /* file-scope compound literals are modifiable static objects */
    printf("after write %d\n", sum(primes, 8));
    for (int i = 0; i < 5; i++)
        printf("palette[%d] = #%02x%02x%02x\n", i, palette[i].r, palette[i].g, palette[i].b);
    Rgb c = mix(palette[0], (Rgb){.b = 200});
    printf("mix (%d,%d,%d)\n", c.r, c.g, c.b);
    c = (Rgb){1, 2};
    printf("assigned (%d,%d,%d)\n", c.r, c.g, c.b);
    /* A compound literal is an lvalue: its members can be changed and its address taken. */
    Rgb *p = &(Rgb){10, 20, 30};
    p->g += 5;
    (Rgb){0}.r = 7; /* legal, if pointless */
    printf("through pointer (%d,%d,%d)\n", p->r, p->g, p->b);
    int total = 0;
    for (int i = 0; i < 4; i++) {
        int *row = (int[3]){i, i * i, i * i * i};
        row[1] += 1;
        total += sum(row, 3);
    }
    printf("rows total %d\n", total);
    printf("sizeof literal %zu, string member %s\n", sizeof((Pt[]){{1, 2}, {3, 4}, {5, 6}}),
           ((struct { const char *s; int n; }){"inline", 6}).s);
    char *word = (char[]){"mutable"};
    word[0] = 'M';
    printf("%s %zu\n", word, strlen((char[]){'a', 'b', 'c', 0}));
    return kept;
}
