// Block placement after the whole pipeline: what `__builtin_expect` and the `noreturn`,
// `_Noreturn` and `cold` declarations make cold (no preprocessor: the macros written out).
_Noreturn void throw_error(int status);
__attribute__((noreturn)) void run_error(const char *fmt, int arg);
__attribute__((cold)) void log_corruption(int line);
int step(int);

// Lua's `l_unlikely`: the error call and the branch that leads only to it are cold.
int checked_step(int x) {
    if (__builtin_expect(((x < 0) != 0), 0))
        run_error("negative %d", x);
    return step(x);
}

// An unlikely error path that rejoins the hot one is cold up to the join; the join and
// what follows stay hot.
int with_cleanup(int *p, int n) {
    int r = 0;
    if (__builtin_expect(!!(p == 0 || n < 0), 0)) {
        log_corruption(20);
        r = -1;
        goto out;
    }
    for (int i = 0; i < n; i++)
        r += step(p[i]);
out:
    return r;
}

// `likely` marks the `else` side: the call of `step` there is cold, though it returns.
int fast_path(int x) {
    if (__builtin_expect(!!(x & 1), 1))
        return x + 1;
    return step(x) * 2;
}

// A call of a `cold` function makes its block cold without any hint, as does one of a
// `_Noreturn` function; a block one of whose successors is hot stays hot.
int status(int code) {
    if (code == 3)
        log_corruption(code);
    if (code > 100)
        throw_error(code);
    return code;
}

// `__builtin_expect_with_probability`: a truth value expected with a probability under a
// half expects the other one (the `return` is cold), one at a half or more as written.
int probable(int x) {
    if (__builtin_expect_with_probability(x > 100, 1, 0.1))
        return step(x);
    if (__builtin_expect_with_probability(x < 0, 1, 0.75))
        return -x;
    return x;
}
