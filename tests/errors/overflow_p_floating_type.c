int fits(int a, int b) {
    return __builtin_add_overflow_p(a, b, 1.0);
}
