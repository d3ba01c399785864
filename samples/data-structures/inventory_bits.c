/* A warehouse inventory of compact records using bit-fields (category, flags, quantity,
 * shelf), a designated-initializer table of category descriptions indexed by enum, sorting
 * by several keys through an array of comparator function pointers, and grouping totals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { CAT_TOOLS, CAT_PAINT, CAT_GARDEN, CAT_ELECTRIC, CAT_PLUMBING, CAT_COUNT } Category;

typedef struct {
    unsigned category : 3;
    unsigned fragile : 1;
    unsigned hazardous : 1;
    unsigned quantity : 11;  /* 0..2047 */
    unsigned shelf : 8;
    signed delta : 8;        /* last stock change, may be negative */
    unsigned short sku;
    unsigned price_cents;
} Item;

typedef struct {
    const char *name;
    unsigned reorder_level;
    char aisle;
} CategoryInfo;

static const CategoryInfo categories[CAT_COUNT] = {
    [CAT_PAINT] = {"paint", 40, 'B'},
    [CAT_TOOLS] = {"tools", 15, 'A'},
    [CAT_PLUMBING] = {"plumbing", 25, 'E'},
    [CAT_GARDEN] = {"garden", 30, 'C'},
    [CAT_ELECTRIC] = {"electric", 20, 'D'},
};

typedef int (*ItemCmp)(const void *, const void *);

static int by_sku(const void *a, const void *b) {
    return (int)((const Item *)a)->sku - (int)((const Item *)b)->sku;
}

static int by_category_then_quantity(const void *a, const void *b) {
    const Item *x = a, *y = b;
    if (x->category != y->category) return (int)x->category - (int)y->category;
    if (x->quantity != y->quantity) return (int)y->quantity - (int)x->quantity; /* descending */
    return by_sku(a, b);
}

static int by_value(const void *a, const void *b) {
    const Item *x = a, *y = b;
    unsigned long vx = (unsigned long)x->quantity * x->price_cents, vy = (unsigned long)y->quantity * y->price_cents;
    if (vx != vy) return vx > vy ? -1 : 1;
    return by_sku(a, b);
}

static const struct { const char *label; ItemCmp cmp; } orders[] = {
    {"by sku", by_sku}, {"by category, quantity desc", by_category_then_quantity}, {"by stock value desc", by_value},
};

static void restock(Item *it, int change) {
    int q = (int)it->quantity + change;
    if (q < 0) q = 0;
    if (q > 2047) q = 2047;
    it->delta = change < -128 ? -128 : change > 127 ? 127 : change;
    it->quantity = (unsigned)q;
}

int main(void) {
    enum { N = 24 };
    Item items[N];
    unsigned s = 99991;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        items[i] = (Item){
            .category = (s >> 8) % CAT_COUNT,
            .fragile = (s >> 12) & 1u,
            .hazardous = ((s >> 13) % 5u) == 0,
            .quantity = (s >> 16) % 200u,
            .shelf = (s >> 3) % 256u,
            .sku = (unsigned short)(1000 + (i * 7919) % 9000),
            .price_cents = 199 + (s >> 20) % 5000u,
        };
    }
    for (int i = 0; i < N; i++) restock(&items[i], (i % 5 == 0) ? -60 : (i % 3 == 0) ? 150 : (i % 7) - 3);
    printf("sizeof(Item) = %zu\n", sizeof(Item));
    for (size_t o = 0; o < sizeof orders / sizeof orders[0]; o++) {
        qsort(items, N, sizeof(Item), orders[o].cmp);
        printf("%s:", orders[o].label);
        for (int i = 0; i < 8; i++) printf(" %u", items[i].sku);
        printf("\n");
    }
    unsigned qty[CAT_COUNT] = {0}, low[CAT_COUNT] = {0};
    unsigned long value[CAT_COUNT] = {0};
    int fragile = 0, hazardous = 0, negative = 0;
    for (int i = 0; i < N; i++) {
        Item *it = &items[i];
        qty[it->category] += it->quantity;
        value[it->category] += (unsigned long)it->quantity * it->price_cents;
        if (it->quantity < categories[it->category].reorder_level) low[it->category]++;
        fragile += it->fragile;
        hazardous += it->hazardous;
        negative += it->delta < 0;
    }
    for (int c = 0; c < CAT_COUNT; c++)
        printf("%-9s aisle %c: qty %4u value %8.2f below reorder %u\n", categories[c].name, categories[c].aisle, qty[c],
               (double)value[c] / 100.0, low[c]);
    printf("fragile %d hazardous %d shrinking %d\n", fragile, hazardous, negative);
    Item probe = items[3];
    probe.quantity = 2047;
    probe.quantity += 1; /* wraps within the 11-bit field */
    probe.delta = -5;
    probe.delta -= 123;  /* -128: the smallest value of a signed 8-bit field */
    printf("probe: quantity %u delta %d shelf %u category %s\n", probe.quantity, probe.delta, probe.shelf,
           categories[probe.category].name);
    return 0;
}
