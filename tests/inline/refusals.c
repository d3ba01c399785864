// Functions never inlined. One that calls setjmp: its copy would return twice into the
// caller's frame, not its own.
typedef long jmp_buf[25];
int setjmp(jmp_buf env);

jmp_buf env;
int tries;

int guarded(void) {
    if (setjmp(env))
        return 1;
    return 0;
}

int loop(int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += guarded();
    return s;
}

// A structure passed by value is the call's own copy, which the callee may change: never
// inlined (the copy of the body would change the caller's structure).
struct board {
    int cell[8];
};

int bump(struct board b, int k) {
    b.cell[k] += 1;
    return b.cell[k];
}

int total(struct board b) {
    int s = 0;
    for (int k = 0; k < 8; k++)
        s += bump(b, k);
    return s;
}
