/* The left module: its own `count` and `step`. */
extern int total;
static int count;

static int step(int x) {
    count++;
    total++;
    return x + 1;
}

int left_run(int n) {
    int v = 0;
    for (int i = 0; i < n; i++)
        v = step(v);
    return v * 100 + count;
}
