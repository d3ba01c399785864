/* Inlining across source order: callers come before the static helpers they call, helpers
   call helpers (inlined bottom up), and calls outside loops are inlined too. */
#include <stdio.h>

static int clamp(int v, int lo, int hi);
static unsigned mix(unsigned h, unsigned v);
static int get8(const unsigned char *p);

/* Defined first: calls helpers defined further on, outside and inside loops. */
static unsigned digest(const unsigned char *p, int n) {
    unsigned h = 2166136261u;
    for (int i = 0; i + 1 < n; i += 2)
        h = mix(h, (unsigned)get8(p + i));
    return h ^ (unsigned)clamp(n, 0, 100);
}

int main(void) {
    unsigned char buf[64];
    for (int i = 0; i < 64; i++)
        buf[i] = (unsigned char)(i * 37 + 11);
    unsigned total = 0;
    for (int n = 0; n <= 64; n += 8)
        total += digest(buf, n);
    printf("digest %u\n", total);
    printf("clamped %d %d %d\n", clamp(-5, 0, 9), clamp(5, 0, 9), clamp(50, 0, 9));
    printf("get8 %d\n", get8(buf + 3));
    return (int)(total % 7);
}

static int clamp(int v, int lo, int hi) {
    return v < lo ? lo : v > hi ? hi : v;
}

/* Two bytes big-endian, as SQLite's get2byte. */
static int get8(const unsigned char *p) {
    return (p[0] << 8) | p[1];
}

static unsigned mix(unsigned h, unsigned v) {
    h ^= v;
    h *= 16777619u;
    return h ^ (unsigned)clamp((int)(h & 0xff), 16, 200);
}
