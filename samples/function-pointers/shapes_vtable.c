/* Vtable-style object orientation: shapes with area/perimeter/name/scale methods. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

struct shape;

struct shape_ops {
    const char *(*name)(const struct shape *);
    double (*area)(const struct shape *);
    double (*perimeter)(const struct shape *);
    void (*scale)(struct shape *, double);
};

enum shape_kind { CIRCLE, RECT, TRIANGLE };

struct shape {
    const struct shape_ops *ops;
    enum shape_kind kind;
    union {
        struct { double r; } circle;
        struct { double w, h; } rect;
        struct { double a, b, c; } tri;
    } u;
};

static const char *circle_name(const struct shape *s) { (void)s; return "circle"; }
static double circle_area(const struct shape *s) { return M_PI * s->u.circle.r * s->u.circle.r; }
static double circle_perim(const struct shape *s) { return 2 * M_PI * s->u.circle.r; }
static void circle_scale(struct shape *s, double k) { s->u.circle.r *= k; }

static const char *rect_name(const struct shape *s)
{
    return s->u.rect.w == s->u.rect.h ? "square" : "rectangle";
}
static double rect_area(const struct shape *s) { return s->u.rect.w * s->u.rect.h; }
static double rect_perim(const struct shape *s) { return 2 * (s->u.rect.w + s->u.rect.h); }
static void rect_scale(struct shape *s, double k)
{
    s->u.rect.w *= k;
    s->u.rect.h *= k;
}

static const char *tri_name(const struct shape *s) { (void)s; return "triangle"; }
static double tri_perim(const struct shape *s) { return s->u.tri.a + s->u.tri.b + s->u.tri.c; }
static double tri_area(const struct shape *s)
{
    double p = tri_perim(s) / 2;
    return sqrt(p * (p - s->u.tri.a) * (p - s->u.tri.b) * (p - s->u.tri.c));
}
static void tri_scale(struct shape *s, double k)
{
    s->u.tri.a *= k;
    s->u.tri.b *= k;
    s->u.tri.c *= k;
}

static const struct shape_ops circle_ops = {circle_name, circle_area, circle_perim, circle_scale};
static const struct shape_ops rect_ops = {rect_name, rect_area, rect_perim, rect_scale};
static const struct shape_ops tri_ops = {
    .name = tri_name, .area = tri_area, .perimeter = tri_perim, .scale = tri_scale};

static struct shape *new_circle(double r)
{
    struct shape *s = malloc(sizeof *s);
    s->ops = &circle_ops;
    s->kind = CIRCLE;
    s->u.circle.r = r;
    return s;
}

static struct shape *new_rect(double w, double h)
{
    struct shape *s = malloc(sizeof *s);
    s->ops = &rect_ops;
    s->kind = RECT;
    s->u.rect.w = w;
    s->u.rect.h = h;
    return s;
}

static struct shape *new_tri(double a, double b, double c)
{
    struct shape *s = malloc(sizeof *s);
    s->ops = &tri_ops;
    s->kind = TRIANGLE;
    s->u.tri.a = a;
    s->u.tri.b = b;
    s->u.tri.c = c;
    return s;
}

static int by_area(const void *a, const void *b)
{
    const struct shape *x = *(const struct shape *const *)a;
    const struct shape *y = *(const struct shape *const *)b;
    double ax = x->ops->area(x), ay = y->ops->area(y);
    return (ax > ay) - (ax < ay);
}

int main(void)
{
    struct shape *shapes[] = {
        new_circle(1.5), new_rect(3, 4), new_tri(3, 4, 5), new_rect(2.5, 2.5),
        new_circle(0.5), new_tri(5, 5, 7), new_rect(10, 0.25),
    };
    int n = (int)(sizeof shapes / sizeof shapes[0]);
    int counts[3] = {0, 0, 0};
    double total = 0;
    int i;

    for (i = 0; i < n; i++) {
        struct shape *s = shapes[i];
        counts[s->kind]++;
        printf("%-9s area %8.4f perimeter %8.4f\n", s->ops->name(s), s->ops->area(s),
               s->ops->perimeter(s));
    }
    qsort(shapes, n, sizeof shapes[0], by_area);
    printf("sorted by area:");
    for (i = 0; i < n; i++)
        printf(" %s", shapes[i]->ops->name(shapes[i]));
    printf("\n");
    for (i = 0; i < n; i++) {
        shapes[i]->ops->scale(shapes[i], i % 2 ? 2.0 : 0.5);
        total += shapes[i]->ops->area(shapes[i]);
    }
    printf("after scaling total area %.4f\n", total);
    printf("circles %d rects %d triangles %d\n", counts[CIRCLE], counts[RECT], counts[TRIANGLE]);
    for (i = 0; i < n; i++)
        free(shapes[i]);
    return 0;
}
