/* Tail recursion elimination on what the front end emits for common recursive functions.
   No headers: golden tests from C are lowered without the preprocessor. */

/* Two calls: the second is combined with the first's result by `+`, so it becomes a jump
   and `fib` loops with an accumulator; the first stays a call. */
int fib(int n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

/* A plain tail call: no accumulator. */
unsigned gcd(unsigned a, unsigned b) {
    if (b == 0)
        return a;
    return gcd(b, a % b);
}

/* `*` accumulates from the other side (`n * f(...)`); the identity is 1. */
long factorial(long n) {
    return n <= 1 ? 1 : n * factorial(n - 1);
}

/* A void function calling itself last. */
void count_down(int *counter, int n) {
    if (n == 0)
        return;
    *counter += 1;
    count_down(counter, n - 1);
}

/* Not eliminated: the local's address is taken (it stays an alloca the callee might see
   through `p`), and `-` is not associative. */
int keeps_local(int n, int *p) {
    int local = n;
    if (n == 0)
        return *p;
    return keeps_local(n - 1, &local);
}

int subtracts(int n) {
    if (n == 0)
        return 0;
    return n - subtracts(n - 1);
}

/* Not eliminated: a floating `+` is not associative. */
double harmonic(int n) {
    if (n == 0)
        return 0.0;
    return 1.0 / n + harmonic(n - 1);
}
