// A wrapper of `memcpy`, `memmove` or `memset` whose size is a parameter (xxhash's
// `XXH_memcpy`): the small-memops pass, before mem2reg, leaves its call; once a copy of the
// wrapper is given a constant size, the inliner expands the copy's call into loads and
// stores, and SROA and mem2reg promote the local the call alone kept in memory.

typedef unsigned long size_t;
void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);

static void *copy(void *dst, const void *src, size_t n) {
    return memcpy(dst, src, n);
}

// `v` is read through its own address after the expansion: one load of `p` is left.
static unsigned long long read64(const void *p) {
    unsigned long long v;
    copy(&v, p, sizeof v);
    return v;
}

unsigned long long sum(const unsigned char *p, int n) {
    unsigned long long acc = 0;
    for (int i = 0; i < n; i++)
        acc += read64(p + 8 * i);
    return acc;
}

static void move(void *dst, const void *src, size_t n) {
    memmove(dst, src, n);
}

// Overlapping: every piece is loaded before the first store, as `memmove` must.
void shift(char *buf) {
    move(buf + 4, buf, 16);
}

static void clear(void *dst, int c, size_t n) {
    memset(dst, c, n);
}

void reset(int *q) {
    clear(q, 0, 12);
}

// Not expanded: a size the copy does not know, and one above 16 bytes.
void unknown(char *d, const char *s, size_t n) {
    copy(d, s, n);
}

void large(char *d, const char *s) {
    copy(d, s, 32);
}
