/* _Bool: any non-zero scalar converts to 1; logical operators yield int 0 or 1 and
   short-circuit (the right side is not evaluated when the left decides). */
int printf(const char *fmt, ...);

int calls;

int noisy(int v) {
    calls++;
    return v;
}

_Bool is_even(int n) { return n % 2 == 0; }

int main(void) {
    _Bool t = 42, f = 0;
    printf("%d %d %d %d\n", t, f, !t, !!42);
    printf("%d\n", (int)sizeof(_Bool));
    _Bool inc = 0;
    inc++;
    inc++;
    printf("inc %d\n", inc);
    calls = 0;
    int r = noisy(0) && noisy(1);
    printf("r=%d calls=%d\n", r, calls);
    calls = 0;
    r = noisy(2) || noisy(3);
    printf("r=%d calls=%d\n", r, calls);
    calls = 0;
    r = (noisy(1) && noisy(0)) || (noisy(4) && noisy(5));
    printf("r=%d calls=%d\n", r, calls);
    int evens = 0;
    for (int i = 0; i < 10; i++)
        evens += is_even(i);
    printf("evens %d\n", evens);
    int x = 5;
    printf("%d %d %d\n", x > 3 && x < 10, x == 5 || x++, x);
    return t + is_even(3);
}
