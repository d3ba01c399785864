/* A GROUP BY over CSV read from standard input: rows are parsed into records (quoted
 * fields allowed), grouped in a chained hash table keyed by (region, product), aggregated
 * (count, sum, min, max, mean) and printed sorted by total descending with name tie-break. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char region[16];
    char product[24];
    int units;
    double price;
} Row;

typedef struct Group {
    char region[16], product[24];
    int count, min_units, max_units;
    long units;
    double revenue;
    struct Group *next;
} Group;

typedef struct {
    Group *buckets[64];
    Group *all[256];
    int n;
} Groups;

/* Split one CSV line into up to max fields; handles "quoted, fields" and "" escapes. */
static int split_csv(char *line, char **fields, int max) {
    int n = 0;
    char *p = line;
    while (n < max) {
        char *out = p, *start = p;
        if (*p == '"') {
            p++;
            for (;;) {
                if (*p == '"' && p[1] == '"') { *out++ = '"'; p += 2; }
                else if (*p == '"') { p++; break; }
                else if (*p == '\0') break;
                else *out++ = *p++;
            }
        } else {
            while (*p && *p != ',' && *p != '\n' && *p != '\r') *out++ = *p++;
        }
        int more = *p == ',';
        *out = '\0';
        fields[n++] = start;
        if (!more) break;
        p++;
    }
    return n;
}

static unsigned group_hash(const char *a, const char *b) {
    unsigned h = 5381;
    while (*a) h = h * 33u ^ (unsigned char)*a++;
    h = h * 33u ^ '|';
    while (*b) h = h * 33u ^ (unsigned char)*b++;
    return h;
}

static Group *group_for(Groups *g, const Row *r) {
    unsigned b = group_hash(r->region, r->product) % 64u;
    for (Group *x = g->buckets[b]; x; x = x->next)
        if (strcmp(x->region, r->region) == 0 && strcmp(x->product, r->product) == 0) return x;
    Group *x = calloc(1, sizeof *x);
    strcpy(x->region, r->region);
    strcpy(x->product, r->product);
    x->min_units = r->units;
    x->max_units = r->units;
    x->next = g->buckets[b];
    g->buckets[b] = x;
    g->all[g->n++] = x;
    return x;
}

static int by_revenue(const void *pa, const void *pb) {
    const Group *a = *(const Group *const *)pa, *b = *(const Group *const *)pb;
    if (a->revenue != b->revenue) return a->revenue > b->revenue ? -1 : 1;
    int c = strcmp(a->region, b->region);
    return c ? c : strcmp(a->product, b->product);
}

int main(void) {
    char line[256];
    Groups g;
    memset(&g, 0, sizeof g);
    int rows = 0, rejected = 0, lineno = 0;
    while (fgets(line, sizeof line, stdin)) {
        lineno++;
        if (lineno == 1) continue; /* header */
        char *f[6];
        int n = split_csv(line, f, 6);
        Row r;
        char *end;
        if (n != 4 || strlen(f[0]) >= sizeof r.region || strlen(f[1]) >= sizeof r.product) { rejected++; continue; }
        strcpy(r.region, f[0]);
        strcpy(r.product, f[1]);
        r.units = (int)strtol(f[2], &end, 10);
        if (*end || f[2][0] == '\0') { rejected++; continue; }
        r.price = strtod(f[3], &end);
        if (*end) { rejected++; continue; }
        Group *x = group_for(&g, &r);
        x->count++;
        x->units += r.units;
        x->revenue += r.units * r.price;
        if (r.units < x->min_units) x->min_units = r.units;
        if (r.units > x->max_units) x->max_units = r.units;
        rows++;
    }
    qsort(g.all, (size_t)g.n, sizeof g.all[0], by_revenue);
    printf("%d rows, %d rejected, %d groups\n", rows, rejected, g.n);
    printf("%-8s %-20s %5s %6s %5s %5s %8s %10s\n", "region", "product", "n", "units", "min", "max", "mean", "revenue");
    double total = 0;
    for (int i = 0; i < g.n; i++) {
        Group *x = g.all[i];
        printf("%-8s %-20s %5d %6ld %5d %5d %8.2f %10.2f\n", x->region, x->product, x->count, x->units, x->min_units,
               x->max_units, (double)x->units / x->count, x->revenue);
        total += x->revenue;
    }
    printf("total revenue %.2f\n", total);
    for (int i = 0; i < g.n; i++) free(g.all[i]);
    return rejected;
}
