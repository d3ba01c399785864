/* Generic min/max/argsort/top-k helpers driven by comparator function pointers over
 * arrays of any element type, applied to ints, strings and city records. */
#include <stdio.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);

static const void *generic_min(const void *base, size_t n, size_t size, cmp_fn cmp)
{
    const char *p = base, *best = n ? p : NULL;
    for (size_t i = 1; i < n; i++)
        if (cmp(p + i * size, best) < 0) best = p + i * size;
    return best;
}

/* max is min under the reversed comparator: a small adapter with a global "inner". */
static cmp_fn reversed_inner;
static int reversed(const void *a, const void *b) { return reversed_inner(b, a); }

static const void *generic_max(const void *base, size_t n, size_t size, cmp_fn cmp)
{
    cmp_fn saved = reversed_inner;
    reversed_inner = cmp;
    const void *r = generic_min(base, n, size, reversed);
    reversed_inner = saved;
    return r;
}

/* Stable insertion argsort: order[] receives indices. */
static void argsort(const void *base, size_t n, size_t size, cmp_fn cmp, int *order)
{
    const char *p = base;
    for (size_t i = 0; i < n; i++) {
        size_t j = i;
        while (j > 0 && cmp(p + (size_t)order[j - 1] * size, p + i * size) > 0) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = (int)i;
    }
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_abs(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    x = x < 0 ? -x : x;
    y = y < 0 ? -y : y;
    return (x > y) - (x < y);
}
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static int cmp_len(const void *a, const void *b)
{
    size_t x = strlen(*(char *const *)a), y = strlen(*(char *const *)b);
    return (x > y) - (x < y);
}

struct city {
    const char *name;
    int population;     /* thousands */
    double lat, lon;
};

static int cmp_pop(const void *a, const void *b)
{
    const struct city *x = a, *y = b;
    return (x->population > y->population) - (x->population < y->population);
}
static int cmp_lat(const void *a, const void *b)
{
    const struct city *x = a, *y = b;
    return (x->lat > y->lat) - (x->lat < y->lat);
}
static int cmp_name(const void *a, const void *b)
{
    return strcmp(((const struct city *)a)->name, ((const struct city *)b)->name);
}

int main(void)
{
    int nums[] = {17, -42, 5, 99, -3, 42, 0, -99, 64};
    size_t nn = sizeof nums / sizeof nums[0];
    int order[16];
    const int *lo = generic_min(nums, nn, sizeof nums[0], cmp_int);
    const int *hi = generic_max(nums, nn, sizeof nums[0], cmp_int);
    printf("ints: min %d at %ld, max %d at %ld\n", *lo, (long)(lo - nums), *hi, (long)(hi - nums));
    printf("by |x|: min %d, max %d\n", *(const int *)generic_min(nums, nn, sizeof(int), cmp_abs),
           *(const int *)generic_max(nums, nn, sizeof(int), cmp_abs));
    argsort(nums, nn, sizeof nums[0], cmp_abs, order);
    printf("argsort by |x| (stable):");
    for (size_t i = 0; i < nn; i++) printf(" %d", nums[order[i]]);
    printf("\n");

    const char *words[] = {"pear", "fig", "banana", "kiwi", "apple", "date", "cherry"};
    size_t nw = sizeof words / sizeof words[0];
    printf("words: first %s, last %s, shortest %s, longest %s\n",
           *(char *const *)generic_min(words, nw, sizeof words[0], cmp_str),
           *(char *const *)generic_max(words, nw, sizeof words[0], cmp_str),
           *(char *const *)generic_min(words, nw, sizeof words[0], cmp_len),
           *(char *const *)generic_max(words, nw, sizeof words[0], cmp_len));
    argsort(words, nw, sizeof words[0], cmp_len, order);
    printf("by length:");
    for (size_t i = 0; i < nw; i++) printf(" %s", words[order[i]]);
    printf("\n");

    struct city cities[] = {
        {"Oslo", 709, 59.91, 10.75},    {"Lagos", 15388, 6.52, 3.38},
        {"Quito", 2011, -0.18, -78.47}, {"Perth", 2125, -31.95, 115.86},
        {"Reykjavik", 139, 64.15, -21.94}, {"Lima", 10719, -12.05, -77.04},
    };
    size_t nc = sizeof cities / sizeof cities[0];
    static const struct { const char *what; cmp_fn cmp; } keys[] = {
        {"population", cmp_pop}, {"latitude", cmp_lat}, {"name", cmp_name}};
    for (size_t k = 0; k < 3; k++) {
        const struct city *a = generic_min(cities, nc, sizeof cities[0], keys[k].cmp);
        const struct city *b = generic_max(cities, nc, sizeof cities[0], keys[k].cmp);
        argsort(cities, nc, sizeof cities[0], keys[k].cmp, order);
        printf("%-10s min %-9s max %-9s order:", keys[k].what, a->name, b->name);
        for (size_t i = 0; i < nc; i++) printf(" %s", cities[order[i]].name);
        printf("\n");
    }
    printf("empty: %s\n", generic_min(nums, 0, sizeof(int), cmp_int) ? "found" : "none");
    return 0;
}
