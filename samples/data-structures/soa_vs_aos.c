/* The same particle system stored two ways, array-of-structs and struct-of-arrays, stepped
 * by the same integrator (with semi-implicit Euler, gravity and bounces), then converted
 * between layouts and compared bit for bit; also reports layout sizes and a reduction. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { COUNT = 256, STEPS = 120 };

typedef struct {
    double x, y;
    double vx, vy;
    float mass;
    unsigned char alive;
} ParticleAos;

typedef struct {
    double *x, *y, *vx, *vy;
    float *mass;
    unsigned char *alive;
    size_t n;
} ParticlesSoa;

typedef struct {
    double gravity, dt, floor_y, restitution;
} World;

static const World world = {-9.81, 1.0 / 60.0, 0.0, 0.8};

static unsigned rng = 12345u;
static double uniform(void) {
    rng = rng * 1664525u + 1013904223u;
    return (double)(rng >> 8) / 16777216.0;
}

static void step_one(const World *w, double *x, double *y, double *vx, double *vy, unsigned char *alive) {
    if (!*alive) return;
    *vy += w->gravity * w->dt;
    *x += *vx * w->dt;
    *y += *vy * w->dt;
    if (*y < w->floor_y) {
        *y = w->floor_y - (*y - w->floor_y);
        *vy = -*vy * w->restitution;
        if (fabs(*vy) < 0.05) *alive = 0;
    }
}

static void step_aos(ParticleAos *p, size_t n, const World *w) {
    for (size_t i = 0; i < n; i++) step_one(w, &p[i].x, &p[i].y, &p[i].vx, &p[i].vy, &p[i].alive);
}

static void step_soa(ParticlesSoa *p, const World *w) {
    for (size_t i = 0; i < p->n; i++) step_one(w, &p->x[i], &p->y[i], &p->vx[i], &p->vy[i], &p->alive[i]);
}

static ParticlesSoa soa_from_aos(const ParticleAos *a, size_t n) {
    ParticlesSoa s = {malloc(n * sizeof(double)), malloc(n * sizeof(double)), malloc(n * sizeof(double)),
                      malloc(n * sizeof(double)), malloc(n * sizeof(float)), malloc(n), n};
    for (size_t i = 0; i < n; i++) {
        s.x[i] = a[i].x;
        s.y[i] = a[i].y;
        s.vx[i] = a[i].vx;
        s.vy[i] = a[i].vy;
        s.mass[i] = a[i].mass;
        s.alive[i] = a[i].alive;
    }
    return s;
}

static void soa_free(ParticlesSoa *s) {
    free(s->x); free(s->y); free(s->vx); free(s->vy); free(s->mass); free(s->alive);
}

typedef struct {
    double momentum_x, momentum_y, kinetic;
    int alive;
} Totals;

static Totals totals_aos(const ParticleAos *p, size_t n) {
    Totals t = {0, 0, 0, 0};
    for (size_t i = 0; i < n; i++) {
        if (!p[i].alive) continue;
        t.momentum_x += p[i].mass * p[i].vx;
        t.momentum_y += p[i].mass * p[i].vy;
        t.kinetic += 0.5 * p[i].mass * (p[i].vx * p[i].vx + p[i].vy * p[i].vy);
        t.alive++;
    }
    return t;
}

static Totals totals_soa(const ParticlesSoa *p) {
    Totals t = {0, 0, 0, 0};
    for (size_t i = 0; i < p->n; i++) {
        if (!p->alive[i]) continue;
        t.momentum_x += p->mass[i] * p->vx[i];
        t.momentum_y += p->mass[i] * p->vy[i];
        t.kinetic += 0.5 * p->mass[i] * (p->vx[i] * p->vx[i] + p->vy[i] * p->vy[i]);
        t.alive++;
    }
    return t;
}

int main(void) {
    ParticleAos *aos = malloc(COUNT * sizeof *aos);
    for (size_t i = 0; i < COUNT; i++) {
        aos[i] = (ParticleAos){uniform() * 10.0, 1.0 + uniform() * 5.0, uniform() * 2.0 - 1.0,
                               uniform() * 3.0, (float)(0.5 + uniform()), 1};
    }
    ParticlesSoa soa = soa_from_aos(aos, COUNT);
    printf("sizeof(ParticleAos) %zu, offset of mass %zu, per-particle SoA bytes %zu\n", sizeof(ParticleAos),
           offsetof(ParticleAos, mass), 4 * sizeof(double) + sizeof(float) + 1);
    for (int s = 1; s <= STEPS; s++) {
        step_aos(aos, COUNT, &world);
        step_soa(&soa, &world);
        if (s % 30 == 0) {
            Totals a = totals_aos(aos, COUNT), b = totals_soa(&soa);
            printf("step %3d: alive %3d px %+.6f py %+.6f ke %.6f | same %d\n", s, a.alive, a.momentum_x,
                   a.momentum_y, a.kinetic,
                   a.alive == b.alive && a.momentum_x == b.momentum_x && a.momentum_y == b.momentum_y &&
                       a.kinetic == b.kinetic);
        }
    }
    int differ = 0;
    for (size_t i = 0; i < COUNT; i++)
        differ += aos[i].x != soa.x[i] || aos[i].y != soa.y[i] || aos[i].vx != soa.vx[i] ||
                  aos[i].vy != soa.vy[i] || aos[i].alive != soa.alive[i];
    double maxx = -1e300;
    size_t who = 0;
    for (size_t i = 0; i < COUNT; i++)
        if (soa.x[i] > maxx) { maxx = soa.x[i]; who = i; }
    printf("particles differing %d; furthest #%zu at x=%.6f y=%.6f\n", differ, who, soa.x[who], soa.y[who]);
    soa_free(&soa);
    free(aos);
    return differ;
}
