/* Branches that become constant once small functions are inlined: the kind of code the
 * constant propagation (sccp) and control-flow simplification (simplifycfg) passes fold.
 * A byte-order probe, word-size tests, a mode argument that is constant at each call,
 * a switch on a constant, and arithmetic at the edges of C's rules (wrapping unsigned
 * arithmetic, shifts, division) whose results must be exactly gcc's. */
#include <stdio.h>
#include <string.h>

static unsigned is_32bits(void) { return sizeof(size_t) == 4; }
static unsigned is_64bits(void) { return sizeof(size_t) == 8; }

static unsigned is_little_endian(void) {
    const union { unsigned u; unsigned char c[4]; } one = { 1 };
    return one.c[0];
}

static unsigned read_le32(const unsigned char *p) {
    if (is_little_endian()) {
        unsigned v;
        memcpy(&v, p, 4);
        return v;
    }
    return p[0] | (p[1] << 8) | ((unsigned)p[2] << 16) | ((unsigned)p[3] << 24);
}

typedef struct {
    size_t bits;
    unsigned consumed;
    const unsigned char *ptr;
    const unsigned char *start;
} Stream;

enum Status { UNFINISHED, END, COMPLETED, OVERFLOW };

/* A bit-stream reload in the style of zstd's BIT_reloadDStream: most of its branches hang
 * on the word size and on its `fast` argument, constant at every call. */
static enum Status reload(Stream *s, int fast) {
    if (s->consumed > sizeof(s->bits) * 8)
        return OVERFLOW;
    if (fast || s->ptr >= s->start + sizeof(s->bits)) {
        s->ptr -= s->consumed >> 3;
        s->consumed &= 7;
        if (is_64bits()) {
            memcpy(&s->bits, s->ptr, sizeof(s->bits));
        } else if (is_32bits()) {
            s->bits = read_le32(s->ptr);
        } else {
            s->bits = 0;
        }
        return UNFINISHED;
    }
    if (s->ptr == s->start)
        return s->consumed < sizeof(s->bits) * 8 ? END : COMPLETED;
    {
        unsigned n = s->consumed >> 3;
        enum Status r = UNFINISHED;
        if (s->ptr - n < s->start) {
            n = (unsigned)(s->ptr - s->start);
            r = END;
        }
        s->ptr -= n;
        s->consumed -= n * 8;
        memcpy(&s->bits, s->ptr, sizeof(s->bits));
        return r;
    }
}

static int kind_of(int k) {
    switch (k) {
    case 0: return 10;
    case 1: return 20;
    case 7: return 70;
    default: return -1;
    }
}

static int scale(int mode, int x) {
    int r = x;
    if (mode == 1)
        r = x * 3;
    else if (mode == 2)
        r = (int)((unsigned)x << 4);
    else if (mode == 3)
        r = x / 7;
    if (kind_of(mode) > 15)
        r += kind_of(mode);
    return r;
}

int main(void) {
    unsigned char buf[64];
    for (int i = 0; i < 64; i++)
        buf[i] = (unsigned char)(i * 37 + 11);
    printf("le32: %08x (little endian: %u)\n", read_le32(buf + 3), is_little_endian());

    Stream s = { 0, 0, buf + 56, buf };
    unsigned long long sum = 0;
    for (int round = 0; round < 40; round++) {
        s.consumed += 5 + round % 9;
        enum Status st = reload(&s, round % 3 == 0);
        sum = sum * 31 + (s.bits & 0xffff) + (unsigned)st * 1000 + s.consumed;
        if (st == OVERFLOW || st == COMPLETED)
            break;
    }
    printf("stream: %llu left %td\n", sum, s.ptr - s.start);

    for (int mode = 0; mode < 5; mode++)
        printf("scale(%d): %d %d %d\n", mode, scale(mode, 100), scale(mode, -100), scale(mode, 7));

    /* Arithmetic on constants after inlining, at the edges of C's rules. */
    unsigned u = 4000000000u;
    int shift = 31;
    int big = 2147483647;
    printf("%u %u %d %d\n", u + u, u >> shift, (int)(1u << shift), big / -1);
    printf("%d %d %d\n", -7 / 2, -7 % 2, (signed char)(200 + is_64bits()));
    printf("%lld\n", (long long)(unsigned char)-1 * (long long)(short)-2);
    return 0;
}
