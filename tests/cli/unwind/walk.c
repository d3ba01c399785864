/* Calls `visit` on each element. Compiled by tcc-rs and called from C++ (throw.cc), whose
   callback throws: the exception unwinds through this frame to the C++ caller. */
int walk(const int *a, int n, void (*visit)(int)) {
    int seen = 0;
    for (int i = 0; i < n; i++) {
        visit(a[i]);
        seen++;
    }
    return seen;
}

