int main(void) {
    int r;
    return __builtin_mul_overflow(1.5, 2, &r);
}
