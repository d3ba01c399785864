void warm(const char *p, int rw) {
    __builtin_prefetch(p, rw);
}
