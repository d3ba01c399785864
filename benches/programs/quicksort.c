/* Recursive quicksort (Hoare partition, median of three) of pseudo-random integers,
 * repeated on fresh data: compares, swaps through pointers, recursion.
 * Argument: number of rounds. */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=2

int data[1000000];

void quicksort(int *v, int lo, int hi) {
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        int x = v[lo], y = v[mid], z = v[hi];
        int pivot;
        if (x < y)
            pivot = y < z ? y : (x < z ? z : x);
        else
            pivot = x < z ? x : (y < z ? z : y);
        int i = lo - 1, j = hi + 1;
        for (;;) {
            do
                i++;
            while (v[i] < pivot);
            do
                j--;
            while (v[j] > pivot);
            if (i >= j)
                break;
            int t = v[i];
            v[i] = v[j];
            v[j] = t;
        }
        /* Recurse into the smaller half, loop on the larger: bounded stack depth. */
        if (j - lo < hi - j) {
            quicksort(v, lo, j);
            lo = j + 1;
        } else {
            quicksort(v, j + 1, hi);
            hi = j;
        }
    }
}

int main(int argc, char **argv) {
    int rounds = 8;
    int n = 1000000;
    if (argc > 1)
        rounds = atoi(argv[1]);
    unsigned int seed = 2463534242u;
    unsigned int sum = 0;
    int r, i;
    for (r = 0; r < rounds; r++) {
        for (i = 0; i < n; i++) {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            data[i] = (int)(seed % 2000000000u) - 1000000000;
        }
        quicksort(data, 0, n - 1);
        for (i = 1; i < n; i++) {
            if (data[i - 1] > data[i]) {
                printf("not sorted at %d\n", i);
                return 1;
            }
        }
        sum = sum * 31u + (unsigned int)data[n / 2] + (unsigned int)data[n / 7];
    }
    printf("min %d max %d\n", data[0], data[n - 1]);
    printf("checksum %u\n", sum);
    return 0;
}
