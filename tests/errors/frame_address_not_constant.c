void *f(unsigned n) {
    return __builtin_frame_address(n);
}
