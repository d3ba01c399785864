/* Pointer loops whose step addresses memory (`*++p`, `*--p`, `p[1]` after `p++`): the
 * pointer is rebased to its stepped value by loop-reduce, and the value after the loop is
 * recovered from the stepped one. Every exit, zero-trip loops, steps of 1, -4 and a
 * structure's size, and pointers used after the loop are checked. */
#include <stdio.h>
#include <string.h>

static long move_to_front(unsigned char *yy, unsigned char c) {
    unsigned char t = yy[0], *p = yy;
    while (c != t) {
        unsigned char u;
        p++;
        u = t;
        t = *p;
        *p = u;
    }
    yy[0] = t;
    return p - yy;
}

static unsigned down(const int *p, int n) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) {
        const int *q = p;
        p--;
        s = s * 3 + (unsigned)*p - (unsigned)*q;
    }
    return s;
}

struct item {
    int key;
    short w;
    char tag;
};

/* Steps by sizeof(struct item); the exit phi takes the pointer from the guard or the loop. */
static const struct item *find_key(const struct item *it, const struct item *end, int key) {
    const struct item *p = it;
    if (p == end)
        return 0;
    while ((++p)->key != key && p + 1 < end)
        ;
    return p;
}

/* Two exit values from one loop, and the exit block reached from two blocks before it. */
static long two_exits(char *s, int which, char stop) {
    char *p = which ? s + 1 : s;
    char *first = p;
    while (*++p != stop)
        *p ^= 0x20;
    return (p - first) * 100 + (p - s);
}

/* A nested walk: the inner pointer restarts in every row. */
static unsigned nested(unsigned char rows[4][8]) {
    unsigned h = 0;
    for (int r = 0; r < 4; r++) {
        unsigned char *p = rows[r];
        while (*++p)
            h = h * 31 + *p;
        h += (unsigned)(p - rows[r]);
    }
    return h;
}

/* Copy up to and including a terminator, both pointers pre-incremented. */
static int copy_until(char *dst, const char *src, char end) {
    const char *s = src - 1;
    char *d = dst - 1;
    do {
        *++d = *++s;
    } while (*s != end);
    return (int)(d - dst);
}

/* Two loops in a row, the second going on from the pointers the first left (libpng's
 * filters), and a loop whose preheader is the test of the loop before it. */
static long two_loops(unsigned char *dp, const unsigned char *rp, unsigned n, unsigned m) {
    long sum = 0;
    unsigned i;
    const unsigned char *lp;
    for (i = 0; i < n; i++)
        sum += *dp++ = (unsigned char)(*rp++ >> 1);
    for (lp = rp - n; i < m; i++) {
        sum += *dp++ = (unsigned char)(*rp++ + *lp++);
        if (sum > 3000)
            break;
    }
    return sum;
}

static long after_a_loop(unsigned char *dp, unsigned n, unsigned m) {
    long sum = 0;
    unsigned i;
    for (i = 0; i < n; i++)
        sum += *dp++ >> 1;
    for (; i < m; i++) {
        sum += *dp++ += 1;
        if (sum > 2000)
            break;
    }
    return sum;
}

int main(void) {
    unsigned char yy[16];
    for (int i = 0; i < 16; i++)
        yy[i] = (unsigned char)(i * 7 + 3);
    const unsigned char wanted[] = {3, 10, 17, 108, 3, 59, 24, 66, 31, 3};
    for (unsigned k = 0; k < sizeof wanted; k++) {
        long pos = move_to_front(yy, wanted[k]);
        printf("mtf %u: %ld [", wanted[k], pos);
        for (int i = 0; i < 16; i++)
            printf("%s%u", i ? " " : "", yy[i]);
        printf("]\n");
    }

    int arr[20];
    for (int i = 0; i < 20; i++)
        arr[i] = i * i - 7 * i;
    for (int n = 0; n <= 19; n += 3)
        printf("down %d: %u\n", n, down(arr + 19, n));

    struct item items[9];
    for (int i = 0; i < 9; i++) {
        items[i].key = (i * 5) % 9;
        items[i].w = (short)i;
        items[i].tag = (char)('a' + i);
    }
    for (int key = -1; key < 10; key += 2) {
        const struct item *f = find_key(items, items + 9, key);
        printf("find %d: %ld\n", key, f ? (long)(f - items) : -1L);
    }
    printf("find empty: %p\n", (void *)find_key(items, items, 3));

    char text[] = "abc;defgh;ijklm;;nop;";
    for (int which = 0; which < 2; which++) {
        char copy[sizeof text];
        memcpy(copy, text, sizeof text);
        printf("exits %d: %ld %s\n", which, two_exits(copy, which, ';'), copy);
    }

    unsigned char rows[4][8] = {{9, 1, 2, 3, 0}, {5, 0}, {1, 200, 100, 50, 25, 12, 6, 0}, {0, 0}};
    printf("nested: %u\n", nested(rows));

    char dst[32];
    memset(dst, '.', sizeof dst);
    int n = copy_until(dst, "stepped;rest", ';');
    dst[n + 1] = 0;
    printf("copy: %d %s\n", n, dst);
    n = copy_until(dst, ";", ';');
    printf("copy one: %d %c\n", n, dst[0]);
    unsigned char out[64], in[64];
    for (int i = 0; i < 64; i++)
        in[i] = (unsigned char)(i * 37 + 11);
    const unsigned nm[][2] = {{0, 0}, {0, 5}, {3, 3}, {4, 40}, {10, 64}, {20, 30}};
    for (unsigned k = 0; k < sizeof nm / sizeof nm[0]; k++) {
        memset(out, 0, sizeof out);
        long s1 = two_loops(out, in, nm[k][0], nm[k][1]);
        unsigned h = 0;
        for (int i = 0; i < 64; i++)
            h = h * 131 + out[i];
        long s2 = after_a_loop(out, nm[k][0], nm[k][1]);
        for (int i = 0; i < 64; i++)
            h = h * 131 + out[i];
        printf("loops %u %u: %ld %ld %u\n", nm[k][0], nm[k][1], s1, s2, h);
    }
    return 0;
}
