/* A tiny ray tracer drawing ASCII art: vectors as structs passed by value, scene objects
 * as a tagged union (sphere, plane, disc) with a material struct, a ray/hit struct
 * returned from each intersection routine, Lambert shading with shadow rays from two
 * lights, and a brightness histogram. */
#include <stdio.h>
#include <math.h>

typedef struct { double x, y, z; } Vec;
typedef struct { Vec origin, dir; } Ray;
typedef struct { double diffuse, ambient; char tag; } Material;
typedef struct { int hit; double t; Vec point, normal; int object; } Hit;

enum shape { SPHERE, PLANE, DISC };
typedef struct {
    enum shape kind;
    Material mat;
    union {
        struct { Vec center; double radius; } sphere;
        struct { Vec normal; double offset; } plane;   /* points p with dot(n, p) = offset */
        struct { Vec center, normal; double radius; } disc;
    } u;
} Object;

static Vec v(double x, double y, double z) { return (Vec){x, y, z}; }
static Vec add(Vec a, Vec b) { return v(a.x + b.x, a.y + b.y, a.z + b.z); }
static Vec sub(Vec a, Vec b) { return v(a.x - b.x, a.y - b.y, a.z - b.z); }
static Vec mul(Vec a, double k) { return v(a.x * k, a.y * k, a.z * k); }
static double dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static Vec norm(Vec a) { return mul(a, 1.0 / sqrt(dot(a, a))); }
static Vec at(Ray r, double t) { return add(r.origin, mul(r.dir, t)); }

static Hit miss(void) { return (Hit){0, INFINITY, {0, 0, 0}, {0, 0, 0}, -1}; }

static Hit intersect(const Object *o, Ray r) {
    Hit h = miss();
    switch (o->kind) {
    case SPHERE: {
        Vec oc = sub(r.origin, o->u.sphere.center);
        double b = dot(oc, r.dir), c = dot(oc, oc) - o->u.sphere.radius * o->u.sphere.radius;
        double disc = b * b - c;
        if (disc < 0)
            return h;
        double t = -b - sqrt(disc);
        if (t < 1e-6)
            t = -b + sqrt(disc);
        if (t < 1e-6)
            return h;
        h = (Hit){1, t, at(r, t), norm(sub(at(r, t), o->u.sphere.center)), 0};
        return h;
    }
    case PLANE: case DISC: {
        Vec n = o->kind == PLANE ? o->u.plane.normal : o->u.disc.normal;
        double denom = dot(n, r.dir);
        if (fabs(denom) < 1e-9)
            return h;
        double offset = o->kind == PLANE ? o->u.plane.offset : dot(n, o->u.disc.center);
        double t = (offset - dot(n, r.origin)) / denom;
        if (t < 1e-6)
            return h;
        Vec p = at(r, t);
        if (o->kind == DISC) {
            Vec d = sub(p, o->u.disc.center);
            if (dot(d, d) > o->u.disc.radius * o->u.disc.radius)
                return h;
        }
        return (Hit){1, t, p, denom < 0 ? n : mul(n, -1), 0};
    }
    }
    return h;
}

static Object scene[] = {
    {SPHERE, {0.9, 0.1, 'S'}, {.sphere = {{0, 0, 5}, 1.5}}},
    {SPHERE, {0.7, 0.2, 's'}, {.sphere = {{2.2, -0.8, 4}, 0.7}}},
    {PLANE, {0.6, 0.15, 'p'}, {.plane = {{0, 1, 0}, -1.5}}},
    {DISC, {0.8, 0.1, 'd'}, {.disc = {{-2.5, 0.5, 6}, {0.6, 0, -0.8}, 1.2}}},
};
#define NOBJ (int)(sizeof scene / sizeof scene[0])

static Hit trace(Ray r) {
    Hit best = miss();
    for (int i = 0; i < NOBJ; i++) {
        Hit h = intersect(&scene[i], r);
        if (h.hit && h.t < best.t) {
            best = h;
            best.object = i;
        }
    }
    return best;
}

int main(void) {
    Vec lights[2] = {{-4, 5, 0}, {5, 3, 2}};
    const char *ramp = " .,:;=+*#%@";
    int hist[11] = {0}, counts[NOBJ] = {0};
    for (int row = 0; row < 22; row++) {
        char line[61];
        for (int col = 0; col < 60; col++) {
            Ray r = {{0, 0, 0}, norm(v((col - 30) / 20.0, (11 - row) / 10.0, 1))};
            Hit h = trace(r);
            double b = 0;
            if (h.hit) {
                const Material *m = &scene[h.object].mat;
                b = m->ambient;
                for (int l = 0; l < 2; l++) {
                    Vec to = sub(lights[l], h.point);
                    double dist = sqrt(dot(to, to));
                    Ray shadow = {h.point, mul(to, 1 / dist)};
                    Hit blocker = trace(shadow);
                    if (blocker.hit && blocker.t < dist)
                        continue;
                    double lambert = dot(h.normal, shadow.dir);
                    if (lambert > 0)
                        b += m->diffuse * lambert * 0.6;
                }
                counts[h.object]++;
            }
            int level = (int)(b * 10);
            level = level < 0 ? 0 : level > 10 ? 10 : level;
            hist[level]++;
            line[col] = ramp[level];
        }
        line[60] = '\0';
        printf("|%s|\n", line);
    }
    printf("brightness histogram:");
    for (int i = 0; i < 11; i++)
        printf(" %d", hist[i]);
    printf("\npixels per object:");
    for (int i = 0; i < NOBJ; i++)
        printf(" %c=%d", scene[i].mat.tag, counts[i]);
    printf("\n");
    return 0;
}
