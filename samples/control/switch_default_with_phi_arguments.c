/* A dense switch (a jump table) whose default and several cases reach the same block with a
 * value that mem2reg turned into a block argument. Each table entry must have its own
 * argument list: when they shared one, Cranelift's e-graph pass rewrote the shared list once
 * per entry and panicked (found by tests/randc, seeds 7, 59, 197, 261, 333 and 436). */
#include <stdio.h>

static int narrow(int which, short v) {
    v = v & 2; /* rewritten by Cranelift's optimiser: the value the entries pass on */
    switch (which) {
    case 8:
    case 6:
    case 1:
        v = 0;
    case 0:;
    }
    return v;
}

static int accumulate(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        int step = (total ^ i) & 6;
        switch (i % 9) {
        case 2:
        case 3:
            step += 10;
            break;
        case 5:
            step = -step;
        case 7:
            step *= 3;
            break;
        default:
            break;
        }
        total += step;
    }
    return total;
}

int main(void) {
    for (int w = -1; w <= 9; w++)
        printf("narrow(%d): %d %d\n", w, narrow(w, 7), narrow(w, 5));
    printf("accumulate: %d %d\n", accumulate(10), accumulate(1000));
    return 0;
}
