int f(__int128 a, long b) {
    long r;
    return __builtin_add_overflow(a, b, &r);
}
