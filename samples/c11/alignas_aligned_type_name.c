/* _Alignas and _Alignof of a type name that carries an aligned attribute take that
 * alignment, even one lower than the type's, and so does a typedef's: gcc's rules. */
#include <stdio.h>

typedef int int_a1 __attribute__((aligned(1)));

_Alignas(int __attribute__((aligned(16)))) int g;

int main(void) {
    printf("%zu %zu %zu %zu\n", _Alignof(int __attribute__((aligned(16)))),
           _Alignof(int __attribute__((aligned(1)))), _Alignof(int __attribute__((aligned(16)))[2]),
           _Alignof(int_a1 __attribute__((aligned(2)))));
    /* Not lower than an int_a1's alignment, so accepted. */
    _Alignas(char) int_a1 x = 1;
    _Alignas(int __attribute__((aligned(16)))) char c = 2;
    printf("%zu %zu %d %d\n", _Alignof(x), _Alignof(c), x, c);
    printf("g aligned: %d, c aligned: %d\n", (int)((unsigned long)&g % 16),
           (int)((unsigned long)&c % 16));
    return 0;
}
