/* stdbool.h in use: a sieve of Eratosthenes over a bool array, predicates returning bool,
 * and the conversion rule that any non-zero value becomes true. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define LIMIT 200

static bool composite[LIMIT + 1];

static bool is_prime(int n) {
    return n >= 2 && !composite[n];
}

static bool is_palindrome(int n) {
    int reversed = 0, m = n;
    while (m > 0) {
        reversed = reversed * 10 + m % 10;
        m /= 10;
    }
    return reversed == n;
}

static bool all_digits_odd(int n) {
    do {
        if (n % 2 == 0)
            return false;
        n /= 10;
    } while (n > 0);
    return true;
}

int main(void) {
    memset(composite, false, sizeof composite);
    for (int i = 2; i * i <= LIMIT; i++)
        if (!composite[i])
            for (int j = i * i; j <= LIMIT; j += i)
                composite[j] = true;

    int count = 0;
    printf("primes up to %d:\n", LIMIT);
    for (int n = 2; n <= LIMIT; n++)
        if (is_prime(n))
            printf("%4d%s", n, ++count % 12 == 0 ? "\n" : "");
    printf("\n%d primes\n", count);

    printf("palindromic primes:");
    for (int n = 2; n <= LIMIT; n++)
        if (is_prime(n) && is_palindrome(n))
            printf(" %d", n);
    printf("\nprimes with only odd digits:");
    for (int n = 2; n <= LIMIT; n++)
        if (is_prime(n) && all_digits_odd(n))
            printf(" %d", n);
    putchar('\n');

    bool b1 = 42, b2 = 0.5, b3 = 0, b4 = -1;
    printf("bool from 42=%d 0.5=%d 0=%d -1=%d, true+true=%d, sizeof(bool)=%zu\n", b1, b2, b3, b4,
           true + true, sizeof(bool));
    bool flag = false;
    for (int i = 0; i < 5; i++)
        flag = !flag;
    printf("toggled 5 times: %s\n", flag ? "true" : "false");
    return 0;
}
