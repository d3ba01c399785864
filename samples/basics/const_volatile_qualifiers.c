/* const and volatile: read-only tables and parameters, a volatile counter whose every
   access is kept (its alloca is not promoted by mem2reg), and pointers to const data. */
int printf(const char *fmt, ...);

const int primes[6] = {2, 3, 5, 7, 11, 13};
const double scale = 0.5;
const int zero_const;
volatile int events;

int sum_const(const int *v, const int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

void record(int times) {
    for (volatile int i = 0; i < times; i++)
        events++;
}

int main(void) {
    record(3);
    record(4);
    const char *label = "events";
    char *const buffer = "fixed pointer";
    volatile long acc = 1;
    for (int i = 0; i < 6; i++)
        acc = acc * primes[i];
    printf("%s=%d sum=%d acc=%ld\n", label, events, sum_const(primes, 6), acc);
    printf("%s %.2f %d\n", buffer, scale * primes[5], zero_const);
    return events;
}
