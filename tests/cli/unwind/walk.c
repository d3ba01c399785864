/* Calls `visit` on each element. Compiled by tcc-rs and called from C++ (throw.cc), whose
   callback throws: the exception unwinds through this frame to the C++ caller. */
#include <alloca.h>
#include <string.h>

int walk(const int *a, int n, void (*visit)(int)) {
    int seen = 0;
    for (int i = 0; i < n; i++) {
        visit(a[i]);
        seen++;
    }
    return seen;
}

/* The same on a copy in memory from alloca: on x86-64 its calls go through the runtime's
   stub that gives the caller back its stack pointer, whose unwind information the
   exception goes through too. */
int walk_copy(const int *a, int n, void (*visit)(int)) {
    int *copy = alloca(n * sizeof *copy);
    memcpy(copy, a, n * sizeof *copy);
    int seen = 0;
    for (int i = 0; i < n; i++) {
        visit(copy[i]);
        seen++;
    }
    return seen;
}
