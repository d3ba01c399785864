/* An inventory system: items with nested supplier structs live in an open-addressing hash
 * table keyed by SKU; a command script (receive, ship, price, remove, audit) is executed
 * against it from a table of {name, handler} structs. Reorder suggestions and the stock
 * valuation are printed at the end. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

struct supplier { char name[12]; int lead_days; };

struct item {
    char sku[8];
    char desc[20];
    int qty, reorder_at;
    long unit_cents;
    struct supplier from;
    enum { EMPTY, USED, DELETED } state;
};

#define CAP 32
static struct item table[CAP];
static int live;

static unsigned hash(const char *s) {
    unsigned h = 2166136261u;
    while (*s)
        h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

/* Slot of sku, or the first free slot on its probe path if absent (when want_free). */
static struct item *slot(const char *sku, int want_free) {
    struct item *free_slot = NULL;
    for (unsigned i = 0, h = hash(sku); i < CAP; i++) {
        struct item *it = &table[(h + i) % CAP];
        if (it->state == EMPTY)
            return want_free ? (free_slot ? free_slot : it) : NULL;
        if (it->state == DELETED) {
            if (!free_slot)
                free_slot = it;
        } else if (strcmp(it->sku, sku) == 0) {
            return it;
        }
    }
    return want_free ? free_slot : NULL;
}

struct command { const char *verb; const char *sku; int n; long cents; };
typedef int (*handler)(const struct command *);

static int cmd_receive(const struct command *c) {
    struct item *it = slot(c->sku, 0);
    if (!it)
        return printf("  no such item %s\n", c->sku), 1;
    it->qty += c->n;
    return 0;
}
static int cmd_ship(const struct command *c) {
    struct item *it = slot(c->sku, 0);
    if (!it)
        return printf("  no such item %s\n", c->sku), 1;
    if (it->qty < c->n)
        return printf("  short: %s has %d, asked %d\n", c->sku, it->qty, c->n), 1;
    it->qty -= c->n;
    return 0;
}
static int cmd_price(const struct command *c) {
    struct item *it = slot(c->sku, 0);
    if (!it)
        return 1;
    it->unit_cents = c->cents;
    return 0;
}
static int cmd_remove(const struct command *c) {
    struct item *it = slot(c->sku, 0);
    if (!it)
        return printf("  no such item %s\n", c->sku), 1;
    it->state = DELETED;
    live--;
    return 0;
}
static int cmd_audit(const struct command *c) {
    (void)c;
    long value = 0;
    int n = 0;
    for (int i = 0; i < CAP; i++)
        if (table[i].state == USED) {
            value += table[i].qty * table[i].unit_cents;
            n++;
        }
    printf("  audit: %d items, value %ld.%02ld\n", n, value / 100, value % 100);
    return n != live;
}

static const struct { const char *verb; handler fn; } dispatch[] = {
    {"receive", cmd_receive}, {"ship", cmd_ship}, {"price", cmd_price},
    {"remove", cmd_remove}, {"audit", cmd_audit},
};

static int by_sku(const void *a, const void *b) {
    return strcmp(((const struct item *)a)->sku, ((const struct item *)b)->sku);
}

int main(void) {
    const struct item seed[] = {
        {"A100", "bolts M6", 500, 200, 4, {"fastco", 3}},
        {"A101", "nuts M6", 450, 200, 3, {"fastco", 3}},
        {"B200", "drill 18V", 12, 5, 8999, {"toolhaus", 10}},
        {"B201", "bit set", 30, 10, 1599, {"toolhaus", 10}},
        {"C300", "glue 50ml", 80, 40, 349, {"stickit", 5}},
        {"C301", "tape roll", 60, 50, 199, {"stickit", 5}},
        {"D400", "ladder", 3, 2, 12900, {"climbers", 21}},
    };
    for (size_t i = 0; i < sizeof seed / sizeof seed[0]; i++) {
        struct item *it = slot(seed[i].sku, 1);
        *it = seed[i];
        it->state = USED;
        live++;
    }
    const struct command script[] = {
        {"audit"}, {"ship", "A100", 320}, {"ship", "B200", 9}, {"ship", "D400", 5},
        {"receive", "C301", 10}, {"price", "B201", 0, 1499}, {"remove", "A101"},
        {"ship", "A101", 1}, {"receive", "Z999", 4}, {"ship", "C300", 45}, {"audit"},
        {"ship", "B201", 25}, {"explode", "A100"}, {"audit"},
    };
    int failures = 0;
    for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
        const struct command *c = &script[i];
        printf("%s %s %d\n", c->verb, c->sku ? c->sku : "-", c->n);
        size_t k = 0;
        while (k < sizeof dispatch / sizeof dispatch[0] && strcmp(dispatch[k].verb, c->verb) != 0)
            k++;
        if (k == sizeof dispatch / sizeof dispatch[0]) {
            printf("  unknown command\n");
            failures++;
            continue;
        }
        failures += dispatch[k].fn(c);
    }
    /* Re-add a removed SKU: it reuses a deleted slot or a free one. */
    struct item *again = slot("A101", 1);
    *again = seed[1];
    again->state = USED;
    live++;
    struct item sorted[CAP];
    int n = 0;
    for (int i = 0; i < CAP; i++)
        if (table[i].state == USED)
            sorted[n++] = table[i];
    qsort(sorted, n, sizeof sorted[0], by_sku);
    printf("%-5s %-10s %5s %9s  %s\n", "sku", "desc", "qty", "price", "reorder");
    for (int i = 0; i < n; i++) {
        const struct item *it = &sorted[i];
        printf("%-5s %-10s %5d %6ld.%02ld  ", it->sku, it->desc, it->qty, it->unit_cents / 100,
               it->unit_cents % 100);
        if (it->qty <= it->reorder_at)
            printf("order %d from %s (%d days)\n", it->reorder_at * 3 - it->qty, it->from.name,
                   it->from.lead_days);
        else
            printf("-\n");
    }
    printf("live %d, failures %d\n", live, failures);
    return failures;
}
