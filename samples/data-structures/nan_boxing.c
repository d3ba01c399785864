/* NaN-boxed dynamic values (as in many interpreters): a 64-bit word is either a double or,
 * inside the quiet-NaN space, a tagged payload (int32, bool, nil, or an index into a
 * string table). Conversion goes through a union of double and uint64_t. A small
 * dynamically typed array is built, sorted by a total order across types, and summed. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t Value;

#define QNAN      0x7ff8000000000000ULL
#define TAG_SHIFT 48
#define TAG_MASK  0x0007000000000000ULL
enum { TAG_NIL = 1, TAG_BOOL = 2, TAG_INT = 3, TAG_STR = 4 };

typedef union {
    double d;
    uint64_t bits;
} Pun;

static const char *strings[16];
static int nstrings;

static Value from_double(double d) {
    Pun p = {.d = d};
    if (isnan(d)) p.bits = QNAN; /* canonical NaN, so payloads never collide */
    return p.bits;
}
static Value box(int tag, uint32_t payload) { return QNAN | ((uint64_t)tag << TAG_SHIFT) | payload; }
static Value from_int(int32_t i) { return box(TAG_INT, (uint32_t)i); }
static Value from_bool(int b) { return box(TAG_BOOL, b != 0); }
static Value from_str(const char *s) { strings[nstrings] = s; return box(TAG_STR, (uint32_t)nstrings++); }
static Value nil(void) { return box(TAG_NIL, 0); }

static int is_double(Value v) { return (v & QNAN) != QNAN || (v & TAG_MASK) == 0; }
static int tag_of(Value v) { return is_double(v) ? 0 : (int)((v & TAG_MASK) >> TAG_SHIFT); }
static double as_double(Value v) { Pun p = {.bits = v}; return p.d; }
static int32_t as_int(Value v) { return (int32_t)(uint32_t)(v & 0xffffffffu); }

static void print_value(Value v) {
    switch (tag_of(v)) {
    case 0: printf("%g", as_double(v)); break;
    case TAG_NIL: printf("nil"); break;
    case TAG_BOOL: printf(as_int(v) ? "true" : "false"); break;
    case TAG_INT: printf("%d", as_int(v)); break;
    case TAG_STR: printf("\"%s\"", strings[as_int(v)]); break;
    }
}

/* nil < bool < numbers (ints and doubles compared numerically, NaN last) < strings */
static int rank_of(Value v) {
    switch (tag_of(v)) {
    case TAG_NIL: return 0;
    case TAG_BOOL: return 1;
    case TAG_STR: return 3;
    default: return 2;
    }
}

static double numeric(Value v) { return tag_of(v) == TAG_INT ? (double)as_int(v) : as_double(v); }

static int value_cmp(const void *pa, const void *pb) {
    Value a = *(const Value *)pa, b = *(const Value *)pb;
    int ra = rank_of(a), rb = rank_of(b);
    if (ra != rb) return ra - rb;
    switch (ra) {
    case 1: return as_int(a) - as_int(b);
    case 3: return strcmp(strings[as_int(a)], strings[as_int(b)]);
    case 2: {
        double x = numeric(a), y = numeric(b);
        if (isnan(x) || isnan(y)) return (isnan(x) != 0) - (isnan(y) != 0);
        if (x != y) return x < y ? -1 : 1;
        return tag_of(a) - tag_of(b); /* a double before an equal int */
    }
    default: return 0;
    }
}

int main(void) {
    Value vals[] = {
        from_double(3.5), from_int(-7), from_str("pear"), nil(), from_bool(1), from_double(-0.25),
        from_int(3), from_double(NAN), from_str("apple"), from_bool(0), from_double(1e300), from_int(2147483647),
        from_double(3.0), from_int(-2147483647 - 1), from_str("fig"), from_double(-INFINITY),
    };
    enum { N = sizeof vals / sizeof vals[0] };
    printf("boxed:");
    for (int i = 0; i < N; i++) { putchar(' '); print_value(vals[i]); }
    printf("\nraw bits of 3.5 %016llx, int -7 %016llx, true %016llx\n", (unsigned long long)vals[0],
           (unsigned long long)vals[1], (unsigned long long)vals[4]);
    qsort(vals, N, sizeof(Value), value_cmp);
    printf("sorted:");
    for (int i = 0; i < N; i++) { putchar(' '); print_value(vals[i]); }
    printf("\n");
    double sum = 0;
    int counts[5] = {0};
    for (int i = 0; i < N; i++) {
        counts[tag_of(vals[i])]++;
        if (rank_of(vals[i]) == 2 && !isnan(numeric(vals[i])) && !isinf(numeric(vals[i])) && numeric(vals[i]) < 1e10)
            sum += numeric(vals[i]);
    }
    printf("doubles %d nil %d bools %d ints %d strings %d; finite small sum %.2f\n", counts[0], counts[TAG_NIL],
           counts[TAG_BOOL], counts[TAG_INT], counts[TAG_STR], sum);
    return counts[0] == 6 ? 0 : 1;
}
