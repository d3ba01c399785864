/* long double locals are scalars like any other: promoted to f128 values with f128 phis.
   Every operation on them is a call of a runtime helper; on x86-64 (which these tests lower
   for) the argument arrives on the stack, so the parameter is used in place and only the
   locals are promoted, and the result goes back in st(0) through __tcc_rs_x87_return.
   A constant is built in a stack temporary that stays in memory. */
long double sum_to(long double x, int n) {
    long double acc = 0;
    for (int i = 0; i < n; i++)
        acc = acc * x + i;
    return acc > x ? acc : -acc;
}
