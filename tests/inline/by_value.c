// Structures passed by value (`byval`) and returned through memory (`sret`) are inlined.
// The callee may change its parameter, the call's own copy: the copy of the body changes a
// copy the caller makes at the call, which SROA and mem2reg then take apart with the
// callee's locals, so that no structure is left in memory.
struct seq {
    long lit, match, offset;
};

static struct seq next(const long *p) {
    struct seq s;
    s.lit = p[0];
    s.match = p[1] + 3;
    s.offset = p[2];
    return s;
}

static long exec(struct seq s, long base) {
    s.lit += base;
    return s.lit + s.match * s.offset;
}

long decode(const long *p, int n) {
    long total = 0;
    for (int i = 0; i < n; i++) {
        struct seq s = next(p + 3 * i);
        total += exec(s, total);
        total += s.lit;
    }
    return total;
}

// A structure whose members are reached at variable offsets stays in memory, copied.
struct board {
    int cell[8];
};

static int bump(struct board b, int k) {
    b.cell[k] += 1;
    return b.cell[k];
}

int total(struct board b) {
    int s = 0;
    for (int k = 0; k < 8; k++)
        s += bump(b, k);
    return s + b.cell[0];
}
