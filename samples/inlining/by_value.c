// Structures passed by value and returned through memory, inlined: the callee changes its
// own copy, never the caller's object; a result written through memory reaches the
// caller's destination, even where that is the argument's own object.
#include <stdio.h>
#include <string.h>

struct seq {
    long lit, match, offset;
};

// Five ints: 20 bytes, passed as three eightbytes from a padded copy.
struct odd {
    int v[5];
};

struct big {
    char name[40];
    long n[6];
};

struct wide {
    long double x;
    int tag;
};

static struct seq next(const long *p) {
    struct seq s = {p[0], p[1] + 3, p[2]};
    return s;
}

static long exec(struct seq s, long base) {
    s.lit += base;
    s.offset = 0;
    return s.lit + s.match;
}

static struct seq shift(struct seq s) {
    struct seq r = {s.match, s.offset, s.lit};
    return r;
}

static int odd_sum(struct odd o) {
    int t = 0;
    for (int i = 0; i < 5; i++) {
        t += o.v[i];
        o.v[i] = -1;
    }
    return t;
}

static struct odd odd_twice(struct odd o) {
    for (int i = 0; i < 5; i++)
        o.v[i] *= 2;
    return o;
}

static long big_total(struct big b) {
    long t = (long)strlen(b.name);
    for (int i = 0; i < 6; i++)
        t += b.n[i];
    b.n[0] = 0;
    return t;
}

static inline __attribute__((always_inline)) struct big big_renamed(struct big b, const char *to) {
    strcpy(b.name, to);
    b.n[5] += 1;
    return b;
}

static struct wide half(struct wide w) {
    w.x /= 2;
    w.tag += 1;
    return w;
}

int main(void) {
    long input[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    long total = 0;
    for (int i = 0; i < 4; i++) {
        struct seq s = next(input + 3 * i);
        total += exec(s, total);
        total += s.lit + s.offset;
    }
    printf("decode %ld\n", total);

    struct seq s = {1, 2, 3};
    s = shift(s);
    s = shift(s);
    printf("shift %ld %ld %ld\n", s.lit, s.match, s.offset);

    struct odd o = {{1, 2, 3, 4, 5}};
    printf("odd %d %d\n", odd_sum(o), o.v[0]);
    o = odd_twice(o);
    printf("odd twice %d %d %d\n", odd_sum(o), o.v[0], o.v[4]);

    struct big b = {"tcc-rs", {1, 2, 3, 4, 5, 6}};
    printf("big %ld %ld\n", big_total(b), b.n[0]);
    b = big_renamed(b, "inlined");
    printf("big renamed %s %ld %ld\n", b.name, big_total(b), b.n[5]);

    struct wide w = {3.0L, 7};
    for (int i = 0; i < 3; i++)
        w = half(w);
    printf("wide %.4Lf %d\n", w.x, w.tag);
    return 0;
}
