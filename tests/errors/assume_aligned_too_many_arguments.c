void *aligned(const char *p) {
    return __builtin_assume_aligned(p, 16, 0, 1);
}
