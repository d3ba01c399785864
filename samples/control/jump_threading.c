/* Jump threading: branches whose way is known on some paths into them (a join's phi with a
   constant operand), with side effects in the threaded block, in loops, through a switch,
   and tests repeated on the same value. */
#include <stdio.h>

static int calls;

static int note(int x) {
    calls++;
    return x;
}

/* ZSTD_count's shape: 0 on the mismatch path, then `len > best` decides nothing more. */
static inline unsigned long count(const unsigned char *a, const unsigned char *b, unsigned long n) {
    if (a[0] != b[0])
        return 0;
    unsigned long i = 1;
    while (i < n && a[i] == b[i])
        i++;
    return i;
}

static unsigned long best_match(const unsigned char *s, unsigned long n) {
    unsigned long best = 0, at = 0;
    for (unsigned long j = 1; j + 4 < n; j++) {
        unsigned long len = count(s, s + j, n - j);
        if (len > best) {
            best = len;
            at = j;
        }
    }
    return best * 1000 + at;
}

/* The join's block has a call and a store: the threaded path must keep both. */
static int side_effects(int k, int *out) {
    int flag;
    if (k > 3)
        flag = 1;
    else
        flag = k & 1;
    *out += note(k);
    if (flag)
        return 10 + *out;
    return 20 + *out;
}

/* A switch on a phi: the constant arms go straight to their cases. */
static int on_switch(int x) {
    int state;
    if (x < 0)
        state = 2;
    else if (x > 100)
        state = 7;
    else
        state = x % 5;
    switch (state) {
    case 0: return note(100);
    case 2: return note(200) + x;
    case 3: return 300;
    case 7: return 700 - x;
    default: return state;
    }
}

/* A loop whose state machine's flag is set to constants on each arm. */
static int loop_states(const char *p) {
    int in_word = 0, words = 0;
    for (; *p; p++) {
        int space = *p == ' ' || *p == '\n';
        int next;
        if (space)
            next = 0;
        else
            next = 1;
        if (next && !in_word)
            words++;
        in_word = next;
    }
    return words;
}

#define WSTRCUR 0x40
struct node { int flags; int *wstr; int wlen; };

/* gawk's r_unref: the same bit tested twice in a row. */
static int free_wstr(struct node *n) {
    int freed = 0;
    if (n->flags & WSTRCUR) {
        if (n->flags & WSTRCUR) {
            freed = note(n->wlen);
            n->wstr = 0;
        }
        n->flags &= ~WSTRCUR;
    }
    return freed;
}

/* Signed and unsigned extremes: only the unsigned 0 decides `>`. */
static int extremes(int a, unsigned u, int b) {
    int s = a ? -2147483647 - 1 : b;
    unsigned z = a ? 0u : u;
    int r = 0;
    if (s > b)
        r += 1;
    if (z > u)
        r += 2;
    if (z <= u)
        r += 4;
    if (s <= b)
        r += 8;
    return r;
}

int main(void) {
    unsigned char buf[64];
    for (int i = 0; i < 64; i++)
        buf[i] = (unsigned char)("abcabdabcabcxabcabcab"[i % 21]);
    printf("best %lu\n", best_match(buf, 64));
    int out = 0;
    for (int k = 0; k < 7; k++) {
        int r = side_effects(k, &out);
        printf("side %d %d\n", r, out);
    }
    for (int x = -3; x < 110; x += 9)
        printf("switch %d %d\n", x, on_switch(x));
    printf("words %d\n", loop_states("the quick  brown\nfox jumps  over"));
    struct node n1 = {WSTRCUR | 1, &out, 5}, n2 = {1, &out, 6};
    int f1 = free_wstr(&n1), f2 = free_wstr(&n2);
    printf("wstr %d %d %d %d\n", f1, n1.flags, f2, n2.wstr != 0);
    f1 = free_wstr(&n1);
    printf("wstr again %d %d\n", f1, n1.flags);
    for (int a = 0; a < 2; a++)
        printf("extremes %d %d %d\n", extremes(a, 5, 3), extremes(a, 0, -7), extremes(a, 9, 2147483647));
    printf("calls %d\n", calls);
    return 0;
}
