__int128 first(int n, ...) {
    __builtin_va_list ap;
    __builtin_va_start(ap, n);
    __int128 v = __builtin_va_arg(ap, __int128);
    __builtin_va_end(ap);
    return v;
}
