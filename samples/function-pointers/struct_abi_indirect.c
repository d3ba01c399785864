/* Indirect calls that pass and return structs by value: a small geometry/colour library
 * whose operations sit in tables of function pointers. Covers small integer structs,
 * mixed int/double, all-float and all-double aggregates, and a large struct returned
 * through memory, all called through pointers. */
#include <stdio.h>

struct vec2 { double x, y; };
struct vec3f { float x, y, z; };
struct rgba { unsigned char r, g, b, a; };
struct tagged { int tag; double value; };
struct mat3 { double m[3][3]; };

typedef struct vec2 (*vec2_binop)(struct vec2, struct vec2);
typedef struct vec3f (*vec3f_op)(struct vec3f, float);
typedef struct rgba (*blend_fn)(struct rgba, struct rgba);
typedef struct tagged (*tag_fn)(struct tagged, int);
typedef struct mat3 (*mat_fn)(struct mat3, struct mat3);

static struct vec2 v2_add(struct vec2 a, struct vec2 b) { return (struct vec2){a.x + b.x, a.y + b.y}; }
static struct vec2 v2_sub(struct vec2 a, struct vec2 b) { return (struct vec2){a.x - b.x, a.y - b.y}; }
static struct vec2 v2_rot(struct vec2 a, struct vec2 b)
{
    /* complex multiplication: rotate and scale a by b */
    struct vec2 r = {a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x};
    return r;
}

static struct vec3f v3_scale(struct vec3f v, float k) { v.x *= k; v.y *= k; v.z *= k; return v; }
static struct vec3f v3_shift(struct vec3f v, float k) { struct vec3f r = {v.x + k, v.y + k, v.z + k}; return r; }

static struct rgba blend_avg(struct rgba a, struct rgba b)
{
    struct rgba r = {(unsigned char)((a.r + b.r) / 2), (unsigned char)((a.g + b.g) / 2),
                     (unsigned char)((a.b + b.b) / 2), (unsigned char)((a.a + b.a) / 2)};
    return r;
}
static struct rgba blend_over(struct rgba a, struct rgba b)
{
    struct rgba r;
    r.r = (unsigned char)((a.r * a.a + b.r * (255 - a.a)) / 255);
    r.g = (unsigned char)((a.g * a.a + b.g * (255 - a.a)) / 255);
    r.b = (unsigned char)((a.b * a.a + b.b * (255 - a.a)) / 255);
    r.a = 255;
    return r;
}
static struct rgba blend_max(struct rgba a, struct rgba b)
{
    a.r = a.r > b.r ? a.r : b.r;
    a.g = a.g > b.g ? a.g : b.g;
    a.b = a.b > b.b ? a.b : b.b;
    a.a = a.a > b.a ? a.a : b.a;
    return a;
}

static struct tagged tag_pow(struct tagged t, int n)
{
    struct tagged r = {t.tag * 10 + n, 1};
    while (n-- > 0) r.value *= t.value;
    return r;
}
static struct tagged tag_halve(struct tagged t, int n)
{
    while (n-- > 0) t.value /= 2;
    t.tag = -t.tag;
    return t;
}

static struct mat3 mat_mul(struct mat3 a, struct mat3 b)
{
    struct mat3 r;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            r.m[i][j] = 0;
            for (int k = 0; k < 3; k++) r.m[i][j] += a.m[i][k] * b.m[k][j];
        }
    return r;
}
static struct mat3 mat_add(struct mat3 a, struct mat3 b)
{
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) a.m[i][j] += b.m[i][j];
    return a;
}

struct library {
    vec2_binop vec2_ops[3];
    vec3f_op vec3_ops[2];
    blend_fn blends[3];
    tag_fn tags[2];
    mat_fn mats[2];
};

/* The library itself is passed by value (it is large: goes through memory). */
static double exercise(struct library lib, struct vec2 p)
{
    double acc = 0;
    struct vec2 q = {0.5, -1.25};
    for (int i = 0; i < 3; i++) {
        struct vec2 r = lib.vec2_ops[i](p, q);
        printf("vec2 op %d: (%.4f, %.4f)\n", i, r.x, r.y);
        acc += r.x - r.y;
    }
    struct vec3f v = {1.5f, -2.0f, 0.25f};
    for (int i = 0; i < 2; i++) {
        v = lib.vec3_ops[i](v, 2.5f);
        printf("vec3 op %d: (%.3f, %.3f, %.3f)\n", i, v.x, v.y, v.z);
        acc += v.x + v.y + v.z;
    }
    struct rgba fg = {200, 40, 120, 128}, bg = {10, 220, 60, 255};
    for (int i = 0; i < 3; i++) {
        struct rgba c = lib.blends[i](fg, bg);
        printf("blend %d: #%02x%02x%02x%02x\n", i, c.r, c.g, c.b, c.a);
        acc += c.r + c.g + c.b + c.a;
    }
    struct tagged t = {7, 1.5};
    for (int i = 0; i < 2; i++) {
        t = lib.tags[i](t, 3);
        printf("tagged %d: tag %d value %.5f\n", i, t.tag, t.value);
        acc += t.tag + t.value;
    }
    struct mat3 a = {{{1, 2, 0}, {0, 1, 3}, {4, 0, 1}}}, b = {{{2, 0, 1}, {1, 1, 0}, {0, 3, 1}}};
    for (int i = 0; i < 2; i++) {
        struct mat3 r = lib.mats[i](a, b);
        double trace = r.m[0][0] + r.m[1][1] + r.m[2][2];
        printf("mat op %d: row0 %.0f %.0f %.0f, trace %.0f\n", i, r.m[0][0], r.m[0][1], r.m[0][2], trace);
        acc += trace;
        a = r;
    }
    return acc;
}

int main(void)
{
    struct library lib = {
        {v2_add, v2_sub, v2_rot}, {v3_scale, v3_shift}, {blend_avg, blend_over, blend_max},
        {tag_pow, tag_halve}, {mat_mul, mat_add},
    };
    double a = exercise(lib, (struct vec2){3, 4});
    /* Swap some entries and run again: the copy inside exercise must see the new table. */
    lib.vec2_ops[0] = v2_rot;
    lib.blends[2] = blend_avg;
    lib.mats[0] = mat_add;
    double b = exercise(lib, (struct vec2){-1, 0.5});
    printf("accumulated %.4f %.4f\n", a, b);
    return 0;
}
