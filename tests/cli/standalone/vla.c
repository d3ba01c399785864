#include <alloca.h>
#include "lib.h"

/* A variable length array and alloca: the stack region's helpers. */
long vla_sum(int n) {
    long a[n];
    long s = 0;
    for (int i = 0; i < n; i++)
        a[i] = i * i;
    for (int i = 0; i < n; i++) {
        long b[i + 1];
        b[i] = a[i];
        s += b[i];
    }
    return s;
}

long alloca_sum(int n) {
    long *p = alloca(n * sizeof *p);
    long s = 0;
    for (int i = 0; i < n; i++)
        p[i] = 3 * i + 1;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}
