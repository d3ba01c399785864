// The shapes the pass reduces, as the front end, mem2reg, loop rotation and widening leave
// them.

// A column sum with int: widening made the index 64-bit, so the whole address
// `b + (k * n + j) * 4` becomes a pointer stepped by n * 4.
int column_sum(const int *b, int n, int j) {
    int s = 0;
    for (int k = 0; k < n; k++)
        s += b[k * n + j];
    return s;
}

// A column walked from the bottom: the counter goes down, the address by -stride * 8.
double column(const double *m, int stride, int rows) {
    double s = 0;
    for (int r = rows - 1; r >= 0; r--)
        s += m[r * stride];
    return s;
}

// Elements of 12 bytes: no address scales by 12, so even a constant multiply is reduced.
// The front end computes `&p[i]` once for each member read: one phi serves both.
struct point { int x, y, z; };
long sum_y_minus_z(const struct point *p, long n) {
    long s = 0;
    for (long i = 0; i < n; i++)
        s += p[i].y - p[i].z;
    return s;
}
