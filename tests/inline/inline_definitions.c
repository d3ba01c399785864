// C99 inline definitions (`inline` without `extern`): the unit emits no definition of
// them, but their bodies are copied into their calls where the cost model agrees; a call
// not inlined calls the definition another unit gives.
int ext(int);

inline int square(int x) { return x * x; }

// Within the limit for a function declared `inline` (100 instructions): copied too.
inline int big(int x) {
    int s = 0;
    for (int i = 0; i < x; i++)
        s += ext(i) * ext(i + 1) + ext(i + 2) * ext(i + 3) + ext(i + 4) * ext(i + 5)
           + ext(i + 6) * ext(i + 7) + ext(i + 8) * ext(i + 9) + ext(i + 10) * ext(i + 11);
    return s + ext(s) + ext(s + 1) + ext(s + 2) + ext(s + 3) + ext(s + 4) + ext(s + 5);
}

// Calls another inline definition and a function only it names.
inline int sum_squares(int a, int b) { return square(a) + square(b) + ext(a); }

__attribute__((noinline)) inline int never(int x) { return x + 1; }

int use_square(int x) { return square(x + 1); }
int use_big(int x) { return big(x); }
int use_sum(int a, int b) { return sum_squares(a, b); }
int use_never(int x) { return never(x); }
