#include "lib.h"

/* Thread-local storage and atomics, and a variable length array again: a second copy of the
 * stack region's helpers in the same link. */
static _Thread_local int counter = 40;

int tls_bump(void) {
    int n = counter % 5 + 1;
    int a[n];
    a[n - 1] = 1;
    counter += a[n - 1];
    return counter;
}

static _Atomic long total;

long atomic_add(long k) {
    long before = __atomic_fetch_add(&total, k, __ATOMIC_SEQ_CST);
    __sync_fetch_and_add(&total, 1);
    return before;
}
