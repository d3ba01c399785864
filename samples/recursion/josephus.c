/* The Josephus problem: recursive and iterative closed forms, and a simulation with the
 * circle of people kept as bits of an int. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int josephus_rec(int n, int k) {
    if (n == 1)
        return 0;
    return (josephus_rec(n - 1, k) + k) % n;
}

int josephus_iter(int n, int k) {
    int r = 0;
    for (int i = 2; i <= n; i++)
        r = (r + k) % i;
    return r;
}

/* Simulate with up to 30 people; alive people are set bits. */
int josephus_sim(int n, int k) {
    int alive = (1 << n) - 1;
    int pos = n - 1;
    for (int remaining = n; remaining > 1; remaining--) {
        int steps = k;
        while (steps > 0) {
            pos = (pos + 1) % n;
            if (alive & (1 << pos))
                steps--;
        }
        alive &= ~(1 << pos);
    }
    for (int i = 0; i < n; i++)
        if (alive & (1 << i))
            return i;
    return -1;
}

int main(void) {
    int bad = 0;
    for (int n = 1; n <= 30; n++)
        for (int k = 1; k <= 7; k++) {
            int a = josephus_rec(n, k), b = josephus_iter(n, k), c = josephus_sim(n, k);
            if (a != b || b != c)
                bad++;
        }
    print_int(bad);
    print_newline();
    print_int(josephus_iter(41, 3) + 1);
    putchar(' ');
    print_int(josephus_rec(10000, 2) + 1);
    print_newline();
    return josephus_iter(100, 7);
}
