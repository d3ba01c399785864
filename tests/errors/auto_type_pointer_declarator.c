int f(void) {
    __auto_type *p = 0;
    return 0;
}
