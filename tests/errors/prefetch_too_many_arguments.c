void warm(const char *p) {
    __builtin_prefetch(p, 0, 3, 1);
}
