/* A structure updated in a loop: its members become phis once split. */
struct acc { int sum; int count; long last; };

long run(int n) {
    struct acc a = { 0, 0, -1 };
    for (int i = 0; i < n; i++) {
        a.sum += i;
        if (i % 3 == 0)
            a.count++;
        a.last = i;
    }
    return a.sum + a.count + a.last;
}
