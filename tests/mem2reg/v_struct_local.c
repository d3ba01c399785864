/* A struct local is reached through offsets from its alloca, so it stays in memory (with
   a remark); the scalars around it (n, s, i) are still promoted, with phis for s and i. */
struct point { int x, y; };

int f(int n) {
    struct point p = { 1, 2 };
    int s = 0;
    for (int i = 0; i < n; i++) {
        p.x += i;
        s += p.y;
    }
    return s + p.x;
}
