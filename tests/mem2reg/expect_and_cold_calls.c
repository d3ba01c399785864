// What the front end makes of `__builtin_expect` and of calls of functions declared
// `noreturn`, `_Noreturn` or `cold` (no preprocessor here: the macros are written out).
// Each `br` that goes straight to the side the hint says is unlikely carries it: both
// branches of `unlikely(a || b)`, both of `likely(a && b)`, Lua's `l_unlikely` (a
// comparison under the hint), a `!` outside it, a comparison of the hinted value with a
// constant, and an expected value that is neither 0 nor 1. A hint with a side effect in
// its condition keeps it. A call of a `noreturn`, `_Noreturn` or `cold` function is `call cold`;
// a call of a `noreturn` function ends its block, with a result too (`unreachable`).
_Noreturn void die(const char *why);
__attribute__((noreturn)) void fail(int code);
__attribute__((cold)) void report(int code);
void work(int);
int counter;

int hints(int x, int y) {
    int r = 0;
    if (__builtin_expect(!!(x < 0), 0))
        die("negative");
    if (__builtin_expect(((y == 7) != 0), 0))
        report(y);
    if (__builtin_expect(!!(x && y), 1))
        r += 1;
    else
        r += 2;
    if (__builtin_expect(!!(x > 100 || y > 100), 0))
        r += 10;
    if (!__builtin_expect(x == 3, 0))
        r += 100;
    if (__builtin_expect(x, 5) == 5)
        r += 1000;
    if (__builtin_expect(counter++ + x, 0))
        fail(r);
    while (__builtin_expect(y > 0, 1))
        work(y--);
    return r + (int)__builtin_expect(x * 2, 42);
}

__attribute__((noreturn)) int fatal(int code);

int checked(int x) {
    if (x < 0)
        return fatal(x) + 1;
    return x;
}
