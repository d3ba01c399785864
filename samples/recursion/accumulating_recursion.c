/* Recursive calls whose result is combined with one other value and returned: tcc-rs turns
 * them into loops with an accumulator when optimising (passes::tail_recursion). Every
 * combining operation, both operand orders, wrapping unsigned arithmetic, a call combined
 * by another operation that must stay a call, parameters passed on unchanged, void
 * recursion, and recursion through a conditional expression. */
#include <stdio.h>

int fib(int n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

/* Wraps: the accumulated order differs from the recursive one, the bits do not. */
unsigned sum_squares(unsigned n) {
    if (n == 0)
        return 0;
    return n * n * 2654435761u + sum_squares(n - 1);
}

unsigned long long product_mod(unsigned long long n) {
    if (n <= 1)
        return 1;
    return product_mod(n - 1) * (n | 1);
}

unsigned xor_fold(unsigned n, unsigned seed) {
    if (n == 0)
        return seed;
    return (seed * 31u + n) ^ xor_fold(n - 1, seed);
}

int or_bits(int n) {
    if (n < 0)
        return 0;
    return (1 << (n % 31)) | or_bits(n - 3);
}

short and_mask(short n) {
    if (n <= 0)
        return (short)0x7fff;
    return and_mask((short)(n - 1)) & (short)~(1 << (n % 15));
}

/* Two recursive calls combined differently: one becomes a jump, the other stays a call. */
int mixed(int n) {
    if (n < 3)
        return n + 1;
    if (n % 2)
        return n + mixed(n - 1);
    return mixed(n - 2) * 3 % 1000003;
}

/* A parameter passed on unchanged, used on the way out. */
long scaled_sum(long scale, long n) {
    if (n == 0)
        return scale;
    return scale * n + scaled_sum(scale, n - 1);
}

void fill(int *out, int n, int value) {
    if (n == 0)
        return;
    out[n - 1] = value;
    fill(out, n - 1, value * 7 % 101);
}

/* Through a conditional expression: the call's result reaches `return` through a join. */
long factorial(long n) {
    return n <= 1 ? 1 : n * factorial(n - 1);
}

int depth_sum(int n) {
    if (n == 0)
        return 0;
    return 1 + depth_sum(n - 1);
}

int main(void) {
    int buf[10];
    printf("fib(25) = %d\n", fib(25));
    printf("sum_squares(50000) = %u\n", sum_squares(50000));
    printf("product_mod(40) = %llu\n", product_mod(40));
    printf("xor_fold(1000, 17) = %u\n", xor_fold(1000, 17));
    printf("or_bits(40) = %d\n", or_bits(40));
    printf("and_mask(9) = %d\n", and_mask(9));
    printf("mixed(40) = %d\n", mixed(40));
    printf("scaled_sum(3, 1000) = %ld\n", scaled_sum(3, 1000));
    fill(buf, 10, 5);
    for (int i = 0; i < 10; i++)
        printf("%d%c", buf[i], i == 9 ? '\n' : ' ');
    printf("factorial(20) = %ld\n", factorial(20));
    printf("depth_sum(100000) = %d\n", depth_sum(100000));
    return 0;
}
