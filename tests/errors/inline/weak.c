/* options: -O2 */
// A weak function's calls may run another definition, chosen at link time: gcc cannot
// honour `always_inline` there, and says so at each call. (Declared `inline`, it would be
// taken as the one definition, as in interposable.c.)
__attribute__((always_inline, weak)) int twice(int n) {
    return 2 * n;
}

int use(int n) {
    return twice(n) + twice(n + 1);
}
