/* A parameter declared `const T a` with T an array typedef (GMP's `const mpz_t a`) is a
   pointer to const elements, and the pointer itself may be assigned: mini-gmp swaps such
   parameters. Found building nettle. */
#include <stdio.h>

typedef struct {
    int size;
    int limbs[4];
} mpz_struct;
typedef mpz_struct mpz_t[1];
typedef const mpz_struct *mpz_srcptr;

#define SRCPTR_SWAP(x, y)             \
    do {                              \
        mpz_srcptr swap_tmp = (x);    \
        (x) = (y);                    \
        (y) = swap_tmp;               \
    } while (0)

static int size_difference(const mpz_t a, const mpz_t b) {
    if (a->size < b->size)
        SRCPTR_SWAP(a, b);
    return a->size - b->size;
}

typedef double row[3];

static double sum_elements(const row r, int n) {
    double total = 0;
    for (int i = 0; i < n; i++, r++)
        total += *r;
    return total;
}

int main(void) {
    mpz_t x = {{1, {0}}}, y = {{5, {0}}};
    row rows[2] = {{1, 2, 3}, {4, 5, 6}};
    printf("%d %d\n", size_difference(x, y), size_difference(y, x));
    printf("%g\n", sum_elements(rows[0], 6));
    return 0;
}
