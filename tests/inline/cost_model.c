// The inliner's cost model, one rule per caller. Callers come first: callees defined after
// their callers are inlined too (the pipeline runs callees first).
int g;
int ext(int);

static int small(int x);
static int once(int x);
static int twice_called(int x);
static inline int hinted(int x);
__attribute__((always_inline)) static inline int forced(int x);
__attribute__((noinline)) static int kept(int x);
static int ping(int n);

// A small body is inlined at any call site, not only in loops.
int use_small(int x) { return small(x) + 1; }

// A static function called once is inlined whatever its size.
int use_once(int x) { return once(x) * 2; }

// A body over the plain limit, called twice, stays a call.
int use_twice(int x) { return twice_called(x) + twice_called(x + 1); }

// Declared `inline`: the larger limit takes the same body.
int use_hinted(int x) { return hinted(x) + hinted(x + 1); }

// `always_inline`: copied whatever its size.
int use_forced(int x) { return forced(x) + forced(x - 1); }

// `noinline`: never copied, however small.
int use_kept(int x) { return kept(x); }

// Members of one recursion are not inlined into each other.
static int pong(int n) { return n <= 0 ? 0 : ping(n - 1) + 1; }
static int ping(int n) { return n <= 0 ? 1 : pong(n - 1) * 2; }
int use_ping(int n) { return ping(n); }

static int small(int x) { return x * 3 + g; }

// Four bodies over the plain limit and under the `inline` one.
static int once(int x) {
    int s = x;
    s = s * 5 + ext(s);
    s = s * 7 + ext(s + 1);
    s = s * 9 + ext(s + 2);
    s = s * 11 + ext(s + 3);
    s = s * 13 + ext(s + 4);
    s = s * 15 + ext(s + 5);
    s = s * 17 + ext(s + 6);
    s = s * 19 + ext(s + 7);
    s = s * 21 + ext(s + 8);
    return s ^ g;
}
static int twice_called(int x) {
    int s = x;
    s = s * 5 + ext(s);
    s = s * 7 + ext(s + 1);
    s = s * 9 + ext(s + 2);
    s = s * 11 + ext(s + 3);
    s = s * 13 + ext(s + 4);
    s = s * 15 + ext(s + 5);
    s = s * 17 + ext(s + 6);
    s = s * 19 + ext(s + 7);
    s = s * 21 + ext(s + 8);
    return s ^ g;
}
static inline int hinted(int x) {
    int s = x;
    s = s * 5 + ext(s);
    s = s * 7 + ext(s + 1);
    s = s * 9 + ext(s + 2);
    s = s * 11 + ext(s + 3);
    s = s * 13 + ext(s + 4);
    s = s * 15 + ext(s + 5);
    s = s * 17 + ext(s + 6);
    s = s * 19 + ext(s + 7);
    s = s * 21 + ext(s + 8);
    return s ^ g;
}
static inline int forced(int x) {
    int s = x;
    s = s * 5 + ext(s);
    s = s * 7 + ext(s + 1);
    s = s * 9 + ext(s + 2);
    s = s * 11 + ext(s + 3);
    s = s * 13 + ext(s + 4);
    s = s * 15 + ext(s + 5);
    s = s * 17 + ext(s + 6);
    s = s * 19 + ext(s + 7);
    s = s * 21 + ext(s + 8);
    return s ^ g;
}
static int kept(int x) { return x + 1; }
