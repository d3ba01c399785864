/* The right module: a static counter local to a function, and a different `step`. */
extern int total;

static int step(int x) {
    static int count = 50;
    count += x;
    total += 2;
    return count;
}

int right_run(int n) {
    int last = 0;
    while (n-- > 0)
        last = step(n);
    return last;
}
