/* Deterministic pseudo-random numbers with srand/rand (glibc's generator, the same on every
 * target): dice histograms, a Fisher-Yates shuffle and a Monte Carlo estimate of pi. */
#include <stdio.h>
#include <stdlib.h>

static int roll(int sides) {
    return rand() % sides + 1;
}

int main(void) {
    srand(42);
    printf("first rand values:");
    for (int i = 0; i < 5; i++)
        printf(" %d", rand());
    putchar('\n');

    int hist[13] = {0};
    for (int i = 0; i < 3600; i++)
        hist[roll(6) + roll(6)]++;
    puts("two dice, 3600 rolls:");
    for (int s = 2; s <= 12; s++) {
        printf("%3d %4d ", s, hist[s]);
        for (int k = 0; k < hist[s] / 20; k++)
            putchar('#');
        putchar('\n');
    }

    srand(2024);
    int deck[20];
    for (int i = 0; i < 20; i++)
        deck[i] = i + 1;
    for (int i = 19; i > 0; i--) {
        int j = rand() % (i + 1);
        int t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    printf("shuffled:");
    for (int i = 0; i < 20; i++)
        printf(" %d", deck[i]);
    putchar('\n');

    srand(7);
    int inside = 0, trials = 200000;
    for (int i = 0; i < trials; i++) {
        double x = (double)rand() / RAND_MAX;
        double y = (double)rand() / RAND_MAX;
        if (x * x + y * y <= 1.0)
            inside++;
    }
    printf("pi ~ %.5f (%d of %d inside)\n", 4.0 * inside / trials, inside, trials);
    printf("RAND_MAX = %d\n", RAND_MAX);
    return 0;
}
