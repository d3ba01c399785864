/* gnulib's verify_expr: a static assertion in a structure inside sizeof. */
int f(void) {
    return sizeof(struct { _Static_assert(1 == 2, "verify_expr (1 == 2, 5)"); int dummy; }) ? 5 : 5;
}
