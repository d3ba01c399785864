/* An n-body simulation over an array of structs: five bodies (a sun and four planets, in
 * made-up units), symplectic Euler steps, total energy and momentum printed as it runs. */
#include <stdio.h>
#include <math.h>

typedef struct {
    double x, y, z;
} Vec3;

typedef struct {
    const char *name;
    Vec3 pos, vel;
    double mass;
} Body;

static Vec3 v3(double x, double y, double z) {
    Vec3 v = {x, y, z};
    return v;
}
static Vec3 vadd(Vec3 a, Vec3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
static Vec3 vsub(Vec3 a, Vec3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
static Vec3 vmul(Vec3 a, double k) { return v3(a.x * k, a.y * k, a.z * k); }
static double vdot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

#define NB 5

static Body bodies[NB] = {
    {"sun", {0, 0, 0}, {0, 0, 0}, 1000.0},
    {"alpha", {10, 0, 0}, {0, 10, 0.1}, 1.0},
    {"beta", {0, 20, 0}, {-7.0, 0, 0}, 2.5},
    {"gamma", {-30, 0, 1}, {0, -5.7, 0}, 0.8},
    {.name = "delta", .pos = {0, -45, -2}, .vel = {4.7, 0, 0.05}, .mass = 0.3},
};

static void offset_momentum(Body *b, int n) {
    Vec3 p = {0, 0, 0};
    double total = 0;
    for (int i = 0; i < n; i++) {
        p = vadd(p, vmul(b[i].vel, b[i].mass));
        total += b[i].mass;
    }
    /* Move everything into the centre-of-momentum frame. */
    Vec3 drift = vmul(p, 1.0 / total);
    for (int i = 0; i < n; i++)
        b[i].vel = vsub(b[i].vel, drift);
}

static double energy(const Body *b, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].mass * vdot(b[i].vel, b[i].vel);
        for (int j = i + 1; j < n; j++) {
            Vec3 d = vsub(b[i].pos, b[j].pos);
            e -= b[i].mass * b[j].mass / sqrt(vdot(d, d));
        }
    }
    return e;
}

static Vec3 momentum(const Body *b, int n) {
    Vec3 p = {0};
    for (int i = 0; i < n; i++)
        p = vadd(p, vmul(b[i].vel, b[i].mass));
    return p;
}

static void step(Body *b, int n, double dt) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            Vec3 d = vsub(b[i].pos, b[j].pos);
            double r2 = vdot(d, d);
            double mag = dt / (r2 * sqrt(r2));
            b[i].vel = vsub(b[i].vel, vmul(d, b[j].mass * mag));
            b[j].vel = vadd(b[j].vel, vmul(d, b[i].mass * mag));
        }
    for (int i = 0; i < n; i++)
        b[i].pos = vadd(b[i].pos, vmul(b[i].vel, dt));
}

int main(void) {
    offset_momentum(bodies, NB);
    double e0 = energy(bodies, NB);
    printf("initial energy %.6f\n", e0);
    const double dt = 0.001;
    for (int s = 1; s <= 2000; s++) {
        step(bodies, NB, dt);
        if (s % 400 == 0) {
            Vec3 p = momentum(bodies, NB);
            printf("step %4d energy %.6f momentum (%.6f %.6f %.6f)\n", s, energy(bodies, NB),
                   fabs(p.x) < 5e-7 ? 0.0 : p.x, fabs(p.y) < 5e-7 ? 0.0 : p.y,
                   fabs(p.z) < 5e-7 ? 0.0 : p.z);
        }
    }
    for (int i = 0; i < NB; i++) {
        const Body *b = &bodies[i];
        printf("%-6s pos (%10.6f %10.6f %10.6f) vel (%10.6f %10.6f %10.6f)\n", b->name, b->pos.x,
               b->pos.y, b->pos.z, b->vel.x, b->vel.y, b->vel.z);
    }
    double drift = fabs(energy(bodies, NB) - e0) / fabs(e0);
    printf("relative energy drift below 1e-3: %s\n", drift < 1e-3 ? "yes" : "no");
    return 0;
}
