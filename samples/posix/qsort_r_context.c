/* qsort_r (GNU) with a context argument choosing the sort key and direction, bsearch on
 * the result, and a stable tie-break. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct city {
    const char *name;
    int population;
    int area;
};

struct order {
    int by_population;
    int descending;
};

static int compare(const void *pa, const void *pb, void *ctx) {
    const struct city *a = pa, *b = pb;
    const struct order *o = ctx;
    int x = o->by_population ? a->population : a->area;
    int y = o->by_population ? b->population : b->area;
    int r = (x > y) - (x < y);
    if (r == 0)
        r = strcmp(a->name, b->name);
    return o->descending ? -r : r;
}

static int name_order(const void *pa, const void *pb) {
    return strcmp(((const struct city *)pa)->name, ((const struct city *)pb)->name);
}

static int by_name(const void *key, const void *elem) {
    return strcmp(key, ((const struct city *)elem)->name);
}

static void show(const char *title, const struct city *c, int n) {
    printf("%s:", title);
    for (int i = 0; i < n; i++)
        printf(" %s", c[i].name);
    printf("\n");
}

int main(void) {
    struct city c[] = {
        {"Oslo", 709, 454},  {"Bergen", 286, 465}, {"Tromso", 77, 2521},
        {"Bodo", 53, 1395},  {"Alta", 21, 3849},   {"Molde", 32, 1454},
    };
    int n = sizeof c / sizeof c[0];
    struct order o = {1, 1};
    qsort_r(c, n, sizeof c[0], compare, &o);
    show("population desc", c, n);
    o = (struct order){0, 0};
    qsort_r(c, n, sizeof c[0], compare, &o);
    show("area asc", c, n);
    qsort(c, n, sizeof c[0], name_order);
    show("by name", c, n);
    const char *want[] = {"Bodo", "Narvik", "Tromso"};
    for (int i = 0; i < 3; i++) {
        struct city *f = bsearch(want[i], c, n, sizeof c[0], by_name);
        if (f)
            printf("%s: population %d, area %d\n", f->name, f->population, f->area);
        else
            printf("%s: not found\n", want[i]);
    }
    return 0;
}
