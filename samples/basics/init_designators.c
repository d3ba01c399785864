/* Initializers with designators (C11 6.7.9): nested designators and where the next
   positional initializer goes after them, array designators, brace elision, zero fill,
   string members, unions, and the same at file scope (constant bytes) and in a block. */
#include <stdio.h>
#include <string.h>

struct inner { int b, c, d; };
struct outer { int a; struct inner in; int e; };
struct point { int x, y; };
struct shape { char name[8]; struct point corner[2]; int sides; };
union value { int i; double d; char bytes[8]; };
struct tagged { int kind; union value v; };

/* After `.in.c = 3`, the next value goes to in.d, then to e. */
static struct outer g_nested = { 1, .in.c = 3, 4, 5 };
/* After `[1][0] = 7`, the next values go to [1][1] and [1][2], then to [2][0]. */
static int g_matrix[3][3] = { [1][0] = 7, 8, 9, 10 };
/* Designators out of order, and a later one overriding an earlier one. */
static int g_squares[6] = { [4] = 16, [1] = 1, 4, [4] = 99, 25 };
/* The length comes from the largest designator. */
static int g_sparse[] = { [5] = 5, [2] = 2 };
static struct shape g_shapes[] = {
    { "square", { { 0, 0 }, { 2, 2 } }, 4 },
    [2] = { .name = "tri", .sides = 3, .corner[1].y = 9 },
    { .corner = { [1] = { 5, 6 } }, .name = "line" },
};
static union value g_union = { .d = 2.5 };
static struct tagged g_tagged[] = { { 1, { .i = 42 } }, { 2, .v.bytes = "abc" } };
static const char *g_names[4] = { [3] = "three", [0] = "zero" };

static void print_outer(const char *what, struct outer o) {
    printf("%s: a=%d in={%d %d %d} e=%d\n", what, o.a, o.in.b, o.in.c, o.in.d, o.e);
}

static void print_shape(struct shape s) {
    printf("  %-6s corners (%d,%d) (%d,%d) sides %d\n", s.name, s.corner[0].x, s.corner[0].y,
           s.corner[1].x, s.corner[1].y, s.sides);
}

static int sum(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += v[i] * (i + 1);
    return s;
}

int main(void) {
    print_outer("global nested", g_nested);
    for (int i = 0; i < 3; i++)
        printf("matrix[%d] = %d %d %d\n", i, g_matrix[i][0], g_matrix[i][1], g_matrix[i][2]);
    printf("squares: %d %d %d %d %d %d\n", g_squares[0], g_squares[1], g_squares[2],
           g_squares[3], g_squares[4], g_squares[5]);
    printf("sparse: %d elements, weighted sum %d\n", (int)(sizeof g_sparse / sizeof g_sparse[0]),
           sum(g_sparse, 6));
    printf("shapes: %d\n", (int)(sizeof g_shapes / sizeof g_shapes[0]));
    for (int i = 0; i < 4; i++)
        print_shape(g_shapes[i]);
    printf("union: %.2f\n", g_union.d);
    printf("tagged: %d %d | %d %s\n", g_tagged[0].kind, g_tagged[0].v.i, g_tagged[1].kind,
           g_tagged[1].v.bytes);
    for (int i = 0; i < 4; i++)
        printf("name %d: %s\n", i, g_names[i] ? g_names[i] : "(null)");

    /* The same rules for automatic objects. */
    int k = 10;
    struct outer l_nested = { .in.b = k, k + 1, .a = 3, { 20, 21 }, 22 };
    print_outer("local nested", l_nested);
    struct outer l_elided = { .in = 5, 6, 7, 8 };
    print_outer("local elided", l_elided);
    struct outer l_sub = { .e = 1, .in.d = 2 };
    print_outer("local zero fill", l_sub);
    int l_matrix[2][4] = { [0][2] = k, k * 2, k * 3, [1] = { 1 }, [1][3] = 4 };
    for (int i = 0; i < 2; i++)
        printf("local matrix[%d] = %d %d %d %d\n", i, l_matrix[i][0], l_matrix[i][1],
               l_matrix[i][2], l_matrix[i][3]);
    struct shape l_shape = { .corner[1] = { k, -k }, .name = { 'a', 'b' }, 5 };
    print_shape(l_shape);
    union value l_union = { .bytes = "xyz" };
    printf("local union: %s %d\n", l_union.bytes, (int)strlen(l_union.bytes));
    union value l_first = { 65 };
    printf("local union first member: %d\n", l_first.i);
    struct point l_points[] = { [1].y = 3, 4, [3].x = 5 };
    for (int i = 0; i < (int)(sizeof l_points / sizeof l_points[0]); i++)
        printf("point %d: (%d,%d)\n", i, l_points[i].x, l_points[i].y);
    struct point copy = g_shapes[0].corner[1];
    struct shape from_copy = { "copy", { copy, [1] = copy }, .sides = copy.x };
    print_shape(from_copy);

    /* A brace list, a string or another member of a union initializes its subobject anew
       (the earlier values inside it are gone); brace elision does not. */
    struct outer renewed = { .in.d = 5, .in = { 1 } };
    static struct outer s_renewed = { .in.d = 5, .in = { 1 }, .in.c = 2 };
    struct outer elided_keeps = { .in.d = 9, .in = 5 };
    print_outer("renewed", renewed);
    print_outer("static renewed", s_renewed);
    print_outer("elision keeps", elided_keeps);
    union value u_renewed = { .bytes = "abcdefg", .i = 7 };
    printf("union renewed: %d %d %d\n", u_renewed.i, u_renewed.bytes[5], u_renewed.bytes[6]);
    struct shape s_name = { .name[5] = 'z', .name = "ab", .name[1] = 'B' };
    printf("string renewed: %s %d\n", s_name.name, s_name.name[5]);
    return 0;
}
