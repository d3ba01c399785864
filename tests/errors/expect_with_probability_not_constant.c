/* __builtin_expect_with_probability's probability: a floating constant from 0 to 1, as
 * gcc -O2 requires (an integer constant is one). */
int f(int x, double p) {
    if (__builtin_expect_with_probability(x, 1, p))
        return 1;
    if (__builtin_expect_with_probability(x, 1, 1.5))
        return 2;
    if (__builtin_expect_with_probability(x, 1, 1))
        return 3;
    return 0;
}
