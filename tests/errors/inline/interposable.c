/* options: -O2 -fPIC */
// Under -fPIC a function with default visibility may be interposed by another module's
// (gcc prints this error twice for each call). One declared `inline` may not: gcc inlines
// it; tcc-rs keeps the call, which runs the same body.
__attribute__((always_inline)) inline int next(int n) {
    return n + 1;
}

__attribute__((always_inline)) int after(int n) {
    return n + 2;
}

int use(int n) {
    return next(n) + after(n);
}
