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
