// What redundant load elimination removes, from C.

// A test of one character against several: each `*scan` after the first reads what the
// first read (the `||` makes a block per test). The call in the outer loop leaves the
// header's read of `*scan` alone.
void emit(char *word, long len);

long words(char *scan, char *end) {
    long n = 0;
    while (scan < end) {
        while (scan < end && (*scan == ' ' || *scan == '\t' || *scan == '\n'))
            scan++;
        char *word = scan;
        while (scan < end && *scan != ' ' && *scan != '\t' && *scan != '\n')
            scan++;
        emit(word, scan - word);
        n++;
    }
    return n;
}

// An interpreter's operand fields, read in one block and again in the blocks it leads to:
// `op->a` and `op->b` are read once each per arm, and the store to `regs[op->a]` in one arm
// makes the next read of `op->b` in that arm a new one.
struct op {
    int code, a, b;
};

int run(struct op *op, int *regs, int n) {
    int acc = 0;
    for (int i = 0; i < n; i++, op++) {
        if (op->code == 0) {
            acc += regs[op->a];
            if (op->b > 0)
                acc += op->b;
        } else {
            regs[op->a] = op->b;
            if (op->b > 0)
                acc -= regs[op->a];
        }
    }
    return acc;
}

// A global read in a block and again in its successor: two `global_addr` are one location.
int counter;

int twice(int x) {
    int a = counter;
    if (x)
        return a + counter;
    return 0;
}

// A bit reader and the states it updates in one object (zstd's `seqState_t`): each read
// stores `consumed` and one state, and the next read finds `consumed` as stored, as a store
// to another field of the same object cannot touch it. A store through `sink`, which may
// be any address, can: `s->consumed` is read again after it.
struct state {
    unsigned long long bits;
    unsigned consumed;
    unsigned long ll, ml, of;
};

void fields(struct state *s, unsigned long *sink) {
    s->ll = s->bits >> s->consumed;
    s->consumed += 5;
    s->ml = s->bits >> s->consumed;
    s->consumed += 3;
    s->of = (s->bits >> s->consumed) + s->ll;
    *sink = 0;
    s->consumed += s->ml;
}
