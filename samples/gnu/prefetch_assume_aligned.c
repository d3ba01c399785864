/* __builtin_prefetch and __builtin_assume_aligned, as xxhash, zstd and libdeflate use
   them: hints that leave the program's meaning alone, with their arguments evaluated. A
   prefetch never faults, whatever the address. */
#include <stdio.h>

static int calls;

static const int *next(const int *p) {
    calls++;
    return p + 1;
}

static long sum(const int *data, int n) {
    long total = 0;
    for (int i = 0; i < n; i++) {
        __builtin_prefetch(data + i + 8);
        __builtin_prefetch(data + i + 16, 0);
        __builtin_prefetch(data + i + 32, 0, 3);
        total += data[i];
    }
    return total;
}

int main(void) {
    static int values[64] __attribute__((aligned(64)));
    for (int i = 0; i < 64; i++)
        values[i] = i * i;
    int *aligned = __builtin_assume_aligned(values, 64);
    int *shifted = __builtin_assume_aligned(values + 1, 64, 4);
    __builtin_prefetch(next(values), 1, 0);
    __builtin_prefetch((const void *)0);
    __builtin_prefetch((const char *)-64, 1, 1);
    /* gcc 12 takes arguments past the third, and evaluates them. */
    __builtin_prefetch(values, 0, 3, next(values));
    printf("%ld %d %d %d\n", sum(aligned, 64), shifted[0], calls, (int)sizeof(__builtin_assume_aligned(values, 16)));
    return 0;
}
