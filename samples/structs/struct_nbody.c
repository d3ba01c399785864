/* An n-body simulation (the planets of the benchmarks game) over an array of structs of
 * doubles: advances the system by a fixed step and prints the energy before and after. */
int printf(const char *fmt, ...);
double sqrt(double x);

#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24

struct vec { double x, y, z; };
struct body { struct vec pos, vel; double mass; };

static struct body bodies[5] = {
    { { 0, 0, 0 }, { 0, 0, 0 }, SOLAR_MASS },
    { { 4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01 },
      { 1.66007664274403694e-03 * DAYS_PER_YEAR, 7.69901118419740425e-03 * DAYS_PER_YEAR,
        -6.90460016972063023e-05 * DAYS_PER_YEAR },
      9.54791938424326609e-04 * SOLAR_MASS },
    { { 8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01 },
      { -2.76742510726862411e-03 * DAYS_PER_YEAR, 4.99852801234917238e-03 * DAYS_PER_YEAR,
        2.30417297573763929e-05 * DAYS_PER_YEAR },
      2.85885980666130812e-04 * SOLAR_MASS },
    { { 1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01 },
      { 2.96460137564761618e-03 * DAYS_PER_YEAR, 2.37847173959480950e-03 * DAYS_PER_YEAR,
        -2.96589568540237556e-05 * DAYS_PER_YEAR },
      4.36624404335156298e-05 * SOLAR_MASS },
    { { 1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01 },
      { 2.68067772490389322e-03 * DAYS_PER_YEAR, 1.62824170038242295e-03 * DAYS_PER_YEAR,
        -9.51592254519715870e-05 * DAYS_PER_YEAR },
      5.15138902046611451e-05 * SOLAR_MASS },
};

static struct vec sub(struct vec a, struct vec b) {
    struct vec r = { a.x - b.x, a.y - b.y, a.z - b.z };
    return r;
}

static double dot(struct vec a, struct vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

static void offset_momentum(struct body *b, int n) {
    struct vec p = { 0, 0, 0 };
    for (int i = 0; i < n; i++) {
        p.x += b[i].vel.x * b[i].mass;
        p.y += b[i].vel.y * b[i].mass;
        p.z += b[i].vel.z * b[i].mass;
    }
    b[0].vel.x = -p.x / SOLAR_MASS;
    b[0].vel.y = -p.y / SOLAR_MASS;
    b[0].vel.z = -p.z / SOLAR_MASS;
}

static double energy(const struct body *b, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].mass * dot(b[i].vel, b[i].vel);
        for (int j = i + 1; j < n; j++) {
            struct vec d = sub(b[i].pos, b[j].pos);
            e -= b[i].mass * b[j].mass / sqrt(dot(d, d));
        }
    }
    return e;
}

static void advance(struct body *b, int n, double dt) {
    for (int i = 0; i < n; i++) {
        struct body *bi = &b[i];
        for (int j = i + 1; j < n; j++) {
            struct body *bj = b + j;
            struct vec d = sub(bi->pos, bj->pos);
            double d2 = dot(d, d);
            double mag = dt / (d2 * sqrt(d2));
            bi->vel.x -= d.x * bj->mass * mag;
            bi->vel.y -= d.y * bj->mass * mag;
            bi->vel.z -= d.z * bj->mass * mag;
            bj->vel.x += d.x * bi->mass * mag;
            bj->vel.y += d.y * bi->mass * mag;
            bj->vel.z += d.z * bi->mass * mag;
        }
    }
    for (int i = 0; i < n; i++) {
        b[i].pos.x += dt * b[i].vel.x;
        b[i].pos.y += dt * b[i].vel.y;
        b[i].pos.z += dt * b[i].vel.z;
    }
}

int main(void) {
    int n = sizeof bodies / sizeof bodies[0];
    offset_momentum(bodies, n);
    printf("%.9f\n", energy(bodies, n));
    for (int step = 0; step < 20000; step++)
        advance(bodies, n, 0.01);
    printf("%.9f\n", energy(bodies, n));
    return 0;
}
