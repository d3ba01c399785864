/* Binary integer literals (GNU C, later C23) for flag masks and bit patterns. */
#include <stdio.h>

enum perm {
    P_READ = 0b100,
    P_WRITE = 0b010,
    P_EXEC = 0b001,
};

static void show(unsigned long long v, int width) {
    for (int i = width - 1; i >= 0; i--)
        putchar((v >> i) & 1 ? '1' : '0');
}

int main(void) {
    int modes[] = {0b111, 0b101, 0b100, 0b000, 0B110};
    for (int i = 0; i < 5; i++) {
        int m = modes[i];
        printf("%c%c%c = ", m & P_READ ? 'r' : '-', m & P_WRITE ? 'w' : '-', m & P_EXEC ? 'x' : '-');
        show(m, 3);
        printf("\n");
    }
    unsigned u = 0b11111111111111111111111111111111u;
    long l = 0b101010L;
    unsigned long long ull = 0b1000000000000000000000000000000000000000000000000000000000000001ULL;
    printf("%u %ld %llu\n", u, l, ull);
    printf("sizes %zu %zu %zu\n", sizeof 0b1, sizeof 0b1L, sizeof 0b11111111111111111111111111111111);
    show(0b1100101011111110, 16);
    printf("\n%d\n", 0b1010 ^ 0b0110);
    return 0b0;
}
