/* A variable declared without an initializer in a loop's body gets an indeterminate value
   each time its declaration is reached (C11 6.2.4p6): lowering marks the declaration with a
   store of undef, so `n` and `m`, set on one path and read only on it (an interpreter arm's
   `if (tonumber(v, &n))`), are not carried around the loop: the loop header has phis for
   `i` and `sum` only, and the join after the conditional definition merges `undef`. `k`, set
   before every read, takes the single-store path despite its mark. */
int sum_numbers(const int *v, int len) {
    int sum = 0;
    for (int i = 0; i < len; i++) {
        int n, m;
        int ok = 0;
        if (v[i] > 0) {
            n = v[i];
            m = n * 2;
            ok = 1;
        }
        if (ok)
            sum += n + m;
        int k;
        k = v[i] & 1;
        sum -= k;
    }
    return sum;
}
