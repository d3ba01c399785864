/* Bit-fields of packed structures that cross their type's storage unit: gcc lays
 * `int b : 30` right after 3 bits of a char, so its bits run from bit 3 to bit 32 and
 * span five bytes. Reading, writing, compound assignment, ++/--, initializers (static and
 * automatic) and arrays of such structures, signed and unsigned, 64-bit fields spanning
 * nine bytes included. */
#include <stdio.h>
#include <string.h>

struct __attribute__((packed)) record {
    signed char tag : 3;
    int delta : 30;          /* bits 3..32: crosses the int's 4-byte unit */
    unsigned count : 29;     /* bits 33..61 */
    long stamp : 64;         /* bits 62..125: nine bytes */
    unsigned long id : 63;
    signed char small : 5;
    short level : 13;
};

static struct record table[4] = {
    {1, -123456789, 0x1abcdef3, -0x123456789abcdefL, 0x7edcba9876543210UL, -7, -1000},
    {-4, 536870911, 536870911u, 0x7fffffffffffffffL, 1, 15, 4095},
    {.stamp = -1, .count = 42, .tag = 3},
};

static void show(const char *what, const struct record *r)
{
    printf("%-8s tag=%d delta=%d count=%u stamp=%ld id=%lu small=%d level=%d\n", what,
           r->tag, r->delta, r->count, r->stamp, r->id, r->small, r->level);
}

static void dump(const struct record *r)
{
    const unsigned char *p = (const unsigned char *)r;
    for (size_t i = 0; i < sizeof *r; i++)
        printf("%02x", p[i]);
    printf("\n");
}

int main(void)
{
    printf("sizeof(struct record) = %zu\n", sizeof(struct record));
    for (int i = 0; i < 4; i++) {
        show("table", &table[i]);
        dump(&table[i]);
    }

    struct record r = {2, 1 << 28, 7, 1L << 62, 1, -16, -4096};
    show("local", &r);
    r.delta += 1000;
    r.count *= 3;
    r.stamp--;
    r.id++;
    ++r.level;
    r.tag ^= 5;
    r.small -= 1; /* -16 - 1 wraps to 15 in five bits */
    show("updated", &r);
    dump(&r);

    /* The value of an assignment is the field's, truncated to its width. */
    int d = (r.delta = -5);
    long s = (r.stamp = 0x7fffffffffffffffL);
    printf("assigned %d %ld\n", d, s);
    r.stamp++; /* wraps to LONG_MIN, as gcc's code does */
    r.count = 0xffffffffu; /* keeps the low 29 bits */
    r.level = 5000; /* 13 bits: 5000 - 8192 */
    show("wrapped", &r);

    /* Neighbours are untouched by a read-modify-write of the field between them. */
    memset(&r, 0xff, sizeof r);
    r.delta = 0;
    dump(&r);
    r.stamp = 0;
    dump(&r);

    /* Sums over an array, through pointers. */
    long total = 0;
    for (struct record *p = table; p < table + 4; p++) {
        p->count += p - table;
        total += p->delta + (long)p->count + p->small + p->level;
    }
    printf("total %ld\n", total);
    return table[1].delta & 0x7f;
}
