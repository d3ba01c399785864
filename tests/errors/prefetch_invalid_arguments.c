void warm(const char *p) {
    __builtin_prefetch(p, 2);
    __builtin_prefetch(p, 0, 4);
    __builtin_prefetch(p, -1, 3);
}
