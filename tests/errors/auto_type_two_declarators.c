int f(void) {
    __auto_type a = 1, b = 2;
    return 0;
}
