// Pointer induction variables rebased to their stepped value: `*++p` reads and writes
// through `p + 1`, which Cranelift folds into the accesses (`1(%p)`), keeping the old `p`
// alive beside the new one. The new phi holds `p + 1`, stepped at the end of the latch;
// the value after the loop is taken stepped, and the step subtracted after the exit phi.

// Move to front, as bzip2's generateMTFValues does it: the exit phi takes the pointer.
long move_to_front(unsigned char *yy, unsigned char c) {
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

// A step of -4 (an int pointer walking down), and the old pointer read after the step.
int down(int *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        int *q = p;
        p--;
        s += *p + *q;
    }
    return s;
}

// Refused: the old pointer is compared in each iteration, where `q - 1` would cost an
// instruction.
char *compared(char *p, char *end) {
    char *last = p;
    while (p != end && *++p != ';')
        last = p;
    return last;
}

// Refused: the old pointer is used after the loop.
char *before_match(char *p, char c) {
    char *prev;
    do {
        prev = p;
        ++p;
    } while (*p != c);
    return prev;
}

// Refused: the step addresses no memory and the old pointer is not used after it.
long no_access(char *p, long n) {
    long k = 0;
    for (long i = 0; i < n; i++) {
        k += *p;
        p += 2;
    }
    return k;
}

// Two loops in a row, the second starting from the pointers the first left (libpng's
// png_setup_avg_row): each is rebased in turn, the second from the first's exit values,
// which the first's rebase rebuilt.
long two_loops(unsigned char *dp, const unsigned char *rp, unsigned n, unsigned m) {
    long sum = 0;
    unsigned i;
    const unsigned char *lp;
    for (i = 0; i < n; i++)
        sum += *dp++ = (unsigned char)(*rp++ >> 1);
    for (lp = rp - n; i < m; i++) {
        sum += *dp++ = (unsigned char)(*rp++ + *lp++);
        if (sum > 1000)
            break;
    }
    return sum;
}

// Refused: the loop's preheader is the test of the loop before it, which runs once per
// iteration of that loop (the start would be computed there).
long after_a_loop(unsigned char *dp, unsigned n, unsigned m) {
    long sum = 0;
    unsigned i;
    for (i = 0; i < n; i++)
        sum += *dp++ >> 1;
    for (; i < m; i++) {
        sum += *dp++ += 1;
        if (sum > 1000)
            break;
    }
    return sum;
}
