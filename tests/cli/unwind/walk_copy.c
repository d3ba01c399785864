/* walk.c's loop on a copy in memory from alloca, compiled by tcc-rs and called from C++
   (throw.cc), whose callback throws: on x86-64 the calls of a function that takes stack
   at run time go through the runtime's stub that gives it back its stack pointer, whose
   unwind information the exception goes through too. */
#include <alloca.h>
#include <string.h>

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
