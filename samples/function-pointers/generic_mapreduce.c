/* Generic map/filter/reduce over void* arrays with an element size, used on ints,
 * doubles and structs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*map_fn)(void *dst, const void *src, void *ctx);
typedef int (*pred_fn)(const void *elem, void *ctx);
typedef void (*reduce_fn)(void *acc, const void *elem);

static void *map(const void *src, size_t n, size_t in_size, size_t out_size, map_fn f, void *ctx)
{
    unsigned char *out = malloc(n * out_size + 1);
    const unsigned char *in = src;
    size_t i;
    for (i = 0; i < n; i++)
        f(out + i * out_size, in + i * in_size, ctx);
    return out;
}

static size_t filter(void *arr, size_t n, size_t size, pred_fn keep, void *ctx)
{
    unsigned char *a = arr;
    size_t i, j = 0;
    for (i = 0; i < n; i++) {
        if (keep(a + i * size, ctx)) {
            if (i != j)
                memcpy(a + j * size, a + i * size, size);
            j++;
        }
    }
    return j;
}

static void reduce(const void *arr, size_t n, size_t size, void *acc, reduce_fn f)
{
    const unsigned char *a = arr;
    size_t i;
    for (i = 0; i < n; i++)
        f(acc, a + i * size);
}

/* ints */
static void int_scale(void *dst, const void *src, void *ctx)
{
    *(int *)dst = *(const int *)src * *(int *)ctx;
}
static int int_is_multiple(const void *e, void *ctx) { return *(const int *)e % *(int *)ctx == 0; }
static void int_sum(void *acc, const void *e) { *(long *)acc += *(const int *)e; }
static void int_to_double(void *dst, const void *src, void *ctx)
{
    (void)ctx;
    *(double *)dst = *(const int *)src / 4.0;
}
static void dbl_sum_sq(void *acc, const void *e)
{
    double v = *(const double *)e;
    *(double *)acc += v * v;
}

/* records */
struct point {
    short x, y;
    char tag;
};

struct bbox {
    int minx, miny, maxx, maxy;
    int count;
};

static void make_point(void *dst, const void *src, void *ctx)
{
    int v = *(const int *)src;
    struct point *p = dst;
    (void)ctx;
    p->x = (short)(v % 17 - 8);
    p->y = (short)(v / 17 - 3);
    p->tag = (char)('a' + v % 26);
}
static int in_quadrant(const void *e, void *ctx)
{
    const struct point *p = e;
    int q = *(int *)ctx;
    return (q == 1 && p->x > 0 && p->y > 0) || (q == 3 && p->x < 0 && p->y < 0);
}
static void grow_box(void *acc, const void *e)
{
    struct bbox *b = acc;
    const struct point *p = e;
    if (b->count == 0 || p->x < b->minx) b->minx = p->x;
    if (b->count == 0 || p->y < b->miny) b->miny = p->y;
    if (b->count == 0 || p->x > b->maxx) b->maxx = p->x;
    if (b->count == 0 || p->y > b->maxy) b->maxy = p->y;
    b->count++;
}

int main(void)
{
    int data[40];
    size_t n = 40, i;
    for (i = 0; i < n; i++)
        data[i] = (int)((i * 37 + 11) % 101);

    int three = 3;
    int *scaled = map(data, n, sizeof(int), sizeof(int), int_scale, &three);
    size_t kept = filter(scaled, n, sizeof(int), int_is_multiple, &(int){2});
    long sum = 0;
    reduce(scaled, kept, sizeof(int), &sum, int_sum);
    printf("kept %zu even multiples, sum %ld:", kept, sum);
    for (i = 0; i < kept; i++)
        printf(" %d", scaled[i]);
    printf("\n");

    double *quarters = map(data, n, sizeof(int), sizeof(double), int_to_double, NULL);
    double ss = 0;
    reduce(quarters, n, sizeof(double), &ss, dbl_sum_sq);
    printf("sum of squares of quarters %.4f, first %.2f last %.2f\n", ss, quarters[0], quarters[n - 1]);

    struct point *pts = map(data, n, sizeof(int), sizeof(struct point), make_point, NULL);
    int quadrants[] = {1, 3};
    for (i = 0; i < 2; i++) {
        struct point *copy = malloc(n * sizeof *copy);
        memcpy(copy, pts, n * sizeof *copy);
        size_t m = filter(copy, n, sizeof *copy, in_quadrant, &quadrants[i]);
        struct bbox box = {0, 0, 0, 0, 0};
        reduce(copy, m, sizeof *copy, &box, grow_box);
        printf("quadrant %d: %zu points, box (%d,%d)-(%d,%d), tags ", quadrants[i], m, box.minx,
               box.miny, box.maxx, box.maxy);
        size_t k;
        for (k = 0; k < m; k++)
            putchar(copy[k].tag);
        putchar('\n');
        free(copy);
    }
    free(scaled);
    free(quarters);
    free(pts);
    return 0;
}
