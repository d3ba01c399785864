/* A discrete-event simulation of a bank with two tellers and a queue counted (not stored):
 * customers arrive by a pseudo-random schedule; the program reports waiting statistics. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int seed = 2024;

int rand_below(int n) {
    seed = (seed * 1309 + 13849) % 65536;
    return seed % n;
}

int main(void) {
    int teller_free_at_a = 0, teller_free_at_b = 0;
    int clock = 0, served = 0, total_wait = 0, max_wait = 0, served_by_a = 0;
    for (int customer = 0; customer < 5000; customer++) {
        clock += rand_below(6) + 1;
        int service = rand_below(10) + 3;
        int start;
        if (teller_free_at_a <= teller_free_at_b) {
            start = clock > teller_free_at_a ? clock : teller_free_at_a;
            teller_free_at_a = start + service;
            served_by_a++;
        } else {
            start = clock > teller_free_at_b ? clock : teller_free_at_b;
            teller_free_at_b = start + service;
        }
        int wait = start - clock;
        total_wait += wait;
        if (wait > max_wait)
            max_wait = wait;
        served++;
    }
    print_int(served);
    putchar(' ');
    print_int(served_by_a);
    putchar(' ');
    print_int(total_wait / served);
    putchar(' ');
    print_int(max_wait);
    putchar(' ');
    print_int(clock);
    print_newline();
    return max_wait % 256;
}
