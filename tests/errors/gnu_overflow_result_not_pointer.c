int main(void) {
    int r = 0;
    return __builtin_add_overflow(1, 2, r);
}
