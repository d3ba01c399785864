/* LSD radix sort of records by a 32-bit key (four byte passes with counting), stable so
 * that a second sort by a secondary key first gives a two-key order; compared with an
 * insertion sort and qsort with a tie-breaking comparator. Records are moved as whole
 * structs between two buffers. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint32_t key;
    uint16_t group;
    uint16_t seq;     /* original position: proves stability */
    char label[8];
} Rec;

static void radix_by(Rec *a, Rec *tmp, size_t n, uint32_t (*key)(const Rec *), int bytes) {
    for (int pass = 0; pass < bytes; pass++) {
        size_t count[257] = {0};
        int shift = 8 * pass;
        for (size_t i = 0; i < n; i++) count[((key(&a[i]) >> shift) & 0xffu) + 1]++;
        for (int b = 0; b < 256; b++) count[b + 1] += count[b];
        for (size_t i = 0; i < n; i++) tmp[count[(key(&a[i]) >> shift) & 0xffu]++] = a[i];
        memcpy(a, tmp, n * sizeof *a);
    }
}

static uint32_t main_key(const Rec *r) { return r->key; }
static uint32_t group_key(const Rec *r) { return r->group; }

static int cmp_full(const void *pa, const void *pb) {
    const Rec *a = pa, *b = pb;
    if (a->group != b->group) return a->group < b->group ? -1 : 1;
    if (a->key != b->key) return a->key < b->key ? -1 : 1;
    return (a->seq > b->seq) - (a->seq < b->seq);
}

static void insertion_sort(Rec *a, size_t n) {
    for (size_t i = 1; i < n; i++) {
        Rec x = a[i];
        size_t j = i;
        while (j > 0 && cmp_full(&a[j - 1], &x) > 0) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = x;
    }
}

static int same_order(const Rec *a, const Rec *b, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (a[i].seq != b[i].seq) return 0;
    return 1;
}

int main(void) {
    enum { N = 3000 };
    static Rec data[N], radix[N], tmp[N], ins[N], qs[N];
    uint32_t s = 0xC0FFEE;
    for (size_t i = 0; i < N; i++) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        data[i].key = s % 5000u * 100003u;   /* many duplicate keys */
        data[i].group = (uint16_t)(s >> 24) % 7u;
        data[i].seq = (uint16_t)i;
        snprintf(data[i].label, sizeof data[i].label, "r%u", (unsigned)(i % 10000));
    }
    memcpy(radix, data, sizeof data);
    radix_by(radix, tmp, N, main_key, 4);   /* secondary key first ... */
    radix_by(radix, tmp, N, group_key, 1);  /* ... then primary: stability keeps the two-key order */
    memcpy(ins, data, sizeof data);
    insertion_sort(ins, N);
    memcpy(qs, data, sizeof data);
    qsort(qs, N, sizeof(Rec), cmp_full);
    printf("radix == insertion: %d, radix == qsort: %d\n", same_order(radix, ins, N), same_order(radix, qs, N));
    int stable = 1;
    for (size_t i = 1; i < N; i++)
        if (radix[i].group == radix[i - 1].group && radix[i].key == radix[i - 1].key && radix[i].seq < radix[i - 1].seq)
            stable = 0;
    size_t group_start[8] = {0};
    for (size_t i = 0; i < N; i++) group_start[radix[i].group + 1]++;
    for (int g = 0; g < 7; g++) group_start[g + 1] += group_start[g];
    for (int g = 0; g < 7; g++) {
        const Rec *first = &radix[group_start[g]], *last = &radix[group_start[g + 1] - 1];
        printf("group %d: %4zu records, keys %10u (%s) .. %10u (%s)\n", g, group_start[g + 1] - group_start[g],
               first->key, first->label, last->key, last->label);
    }
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < N; i++) h = (h ^ radix[i].seq) * 1099511628211ULL;
    printf("stable %d, order hash %016llx\n", stable, (unsigned long long)h);
    return stable ? 0 : 1;
}
