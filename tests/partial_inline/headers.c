// Calls of other functions, left as calls by the inliner, that get their callee's header:
// the tests at its start and the paths out of them that return at once.

int printf(const char *, ...);

struct stack {
    int top;
    long slots[16];
    long nil;
    long registry;
};

// Lua's index2value in miniature, long enough that the inliner leaves its calls alone. The
// header is the entry's test, the positive index's two ways out (nil past the top, or the
// slot: loads and addresses) and the registry's; the other negative indices go to the rest
// (the block that calls printf is no header's: a call has effects).
static long *slot(struct stack *s, int idx) {
    if (idx > 0) {
        if (idx > s->top)
            return &s->nil;
        return &s->slots[idx - 1];
    }
    if (idx > -1000) {
        int k = s->top + idx;
        if (k < 0) {
            printf("bad index %d\n", idx);
            return &s->nil;
        }
        return &s->slots[k];
    }
    if (idx == -1000)
        return &s->registry;
    printf("no upvalue %d\n", -1000 - idx);
    printf("top %d\n", s->top);
    printf("nil %ld\n", s->nil);
    return &s->nil;
}

long get(struct stack *s, int idx) {
    return *slot(s, idx) + *slot(s, idx + 1);
}

// Not copied: the hint says the rest is the likely way.
static int rarely_early(int x) {
    if (__builtin_expect(x > 100, 1)) {
        printf("a %d\n", x);
        printf("b %d\n", x);
        printf("c %d\n", x);
        printf("d %d\n", x);
        printf("e %d\n", x);
        printf("f %d\n", x);
        printf("g %d\n", x);
        printf("h %d\n", x);
        printf("i %d\n", x);
        printf("j %d\n", x);
        printf("k %d\n", x);
        printf("l %d\n", x);
        printf("m %d\n", x);
        printf("n %d\n", x);
        printf("o %d\n", x);
        return x;
    }
    return 0;
}

int use_rarely(int x) {
    return rarely_early(x) + rarely_early(x + 1);
}

// Not copied: the callee is `noinline`, whose calls gcc keeps whole.
__attribute__((noinline)) static int kept(int x) {
    if (x < 0)
        return -x;
    printf("a %d\n", x);
    printf("b %d\n", x);
    printf("c %d\n", x);
    printf("d %d\n", x);
    printf("e %d\n", x);
    printf("f %d\n", x);
    printf("g %d\n", x);
    printf("h %d\n", x);
    printf("i %d\n", x);
    printf("j %d\n", x);
    printf("k %d\n", x);
    return x;
}

int use_kept(int x) {
    return kept(x) + kept(x - 3);
}
