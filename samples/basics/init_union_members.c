/* Designated initializers into unions, locals and globals alike: designating the member
   chosen last again keeps what was set inside it (.s.x then .s.y), choosing another member
   replaces the whole union (.w, .r, .h leaves w zero), as gcc does. */
#include <stdio.h>

struct shape {
    int kind;
    union {
        struct { double r; };
        struct { double w, h; };
    };
};

union pair {
    int a;
    struct { short x, y; } s;
};

struct record {
    char tag;
    union pair p;
    union pair q;
};

static struct shape g_shape = {.kind = 2, .w = 1.5, .h = 2.5};
static union pair g_pair = {.s.x = 10, .s.y = 20};
static struct record g_rec = {.p.s.x = 1, .q.a = 3, .p.s.y = 2, .tag = 'r'};

int main(void) {
    struct shape s = {.kind = 1, .w = 3, .r = 5, .h = 4};
    struct shape t = {.w = 3, .h = 4, .w = 6};
    union pair u = {.s.x = 1, .s.y = 2};
    union pair v = {.s.x = 1, .a = 7, .s.y = 2};
    struct record r = {'x', .p.s.y = 5, .p.s.x = 6, .q = {.s = {7, 8}}, .q.s.y = 9};
    printf("s: %g %g %g\n", s.w, s.h, s.r);
    printf("t: %g %g\n", t.w, t.h);
    printf("u: %d %d\n", u.s.x, u.s.y);
    printf("v: %d %d\n", v.s.x, v.s.y);
    printf("r: %c %d %d %d %d\n", r.tag, r.p.s.x, r.p.s.y, r.q.s.x, r.q.s.y);
    printf("g_shape: %d %g %g\n", g_shape.kind, g_shape.w, g_shape.h);
    printf("g_pair: %d %d\n", g_pair.s.x, g_pair.s.y);
    printf("g_rec: %c %d %d %d\n", g_rec.tag, g_rec.p.s.x, g_rec.p.s.y, g_rec.q.a);
    return 0;
}
