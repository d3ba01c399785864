/* 3-D vectors and unit quaternions as structs by value: rotating points about axes,
 * composing rotations, converting to a 3x3 rotation matrix (struct with an array member),
 * slerp between two orientations, and checking the results against each other. */
#include <stdio.h>
#include <math.h>

typedef struct { double x, y, z; } V3;
typedef struct { double w; V3 v; } Quat;
typedef struct { double m[3][3]; } M3;

static double t(double x) { return fabs(x) < 5e-10 ? 0.0 : x; }

static V3 v3(double x, double y, double z) { return (V3){x, y, z}; }
static V3 v_add(V3 a, V3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
static V3 v_scale(V3 a, double k) { return v3(a.x * k, a.y * k, a.z * k); }
static double v_dot(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static V3 v_cross(V3 a, V3 b) {
    return v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
static V3 v_norm(V3 a) { return v_scale(a, 1.0 / sqrt(v_dot(a, a))); }

static Quat q_axis_angle(V3 axis, double angle) {
    Quat q = {cos(angle / 2), v_scale(v_norm(axis), sin(angle / 2))};
    return q;
}
static Quat q_mul(Quat a, Quat b) {
    Quat r;
    r.w = a.w * b.w - v_dot(a.v, b.v);
    r.v = v_add(v_add(v_scale(b.v, a.w), v_scale(a.v, b.w)), v_cross(a.v, b.v));
    return r;
}
static Quat q_conj(Quat a) { return (Quat){a.w, v_scale(a.v, -1)}; }
static double q_dot(Quat a, Quat b) { return a.w * b.w + v_dot(a.v, b.v); }

static V3 q_rotate(Quat q, V3 p) {
    Quat pq = {0, p};
    return q_mul(q_mul(q, pq), q_conj(q)).v;
}

static M3 q_to_matrix(Quat q) {
    double w = q.w, x = q.v.x, y = q.v.y, z = q.v.z;
    M3 r = {{{1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)},
             {2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)},
             {2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)}}};
    return r;
}
static V3 m_apply(const M3 *m, V3 p) {
    return v3(m->m[0][0] * p.x + m->m[0][1] * p.y + m->m[0][2] * p.z,
              m->m[1][0] * p.x + m->m[1][1] * p.y + m->m[1][2] * p.z,
              m->m[2][0] * p.x + m->m[2][1] * p.y + m->m[2][2] * p.z);
}

static Quat q_slerp(Quat a, Quat b, double s) {
    double d = q_dot(a, b);
    if (d < 0) {
        b.w = -b.w;
        b.v = v_scale(b.v, -1);
        d = -d;
    }
    double th = acos(d > 1 ? 1 : d), sn = sin(th);
    if (sn < 1e-12)
        return a;
    double ka = sin((1 - s) * th) / sn, kb = sin(s * th) / sn;
    return (Quat){a.w * ka + b.w * kb, v_add(v_scale(a.v, ka), v_scale(b.v, kb))};
}

static void pv(const char *label, V3 p) { printf("%-22s (%9.5f, %9.5f, %9.5f)\n", label, t(p.x), t(p.y), t(p.z)); }

int main(void) {
    V3 px = v3(1, 0, 0), p = v3(1, 2, 3);
    Quat rz = q_axis_angle(v3(0, 0, 1), M_PI / 2);
    Quat rx = q_axis_angle(v3(1, 0, 0), M_PI / 2);
    Quat diag = q_axis_angle(v3(1, 1, 1), 2 * M_PI / 3);
    pv("x about z by 90", q_rotate(rz, px));
    pv("p about x by 90", q_rotate(rx, p));
    pv("p about (1,1,1) by 120", q_rotate(diag, p));
    Quat both = q_mul(rx, rz);
    pv("p by rz then rx", q_rotate(both, p));
    pv("stepwise", q_rotate(rx, q_rotate(rz, p)));
    M3 m = q_to_matrix(both);
    pv("by matrix", m_apply(&m, p));
    printf("matrix:\n");
    for (int i = 0; i < 3; i++)
        printf("  %9.5f %9.5f %9.5f\n", t(m.m[i][0]), t(m.m[i][1]), t(m.m[i][2]));
    /* Three 120-degree turns about the diagonal are the identity (up to sign). */
    Quat cube = q_mul(diag, q_mul(diag, diag));
    printf("diag^3 = (%.5f, %.5f, %.5f, %.5f)\n", t(cube.w), t(cube.v.x), t(cube.v.y), t(cube.v.z));

    Quat id = {1, {0, 0, 0}};
    for (int i = 0; i <= 4; i++) {
        Quat s = q_slerp(id, rz, i / 4.0);
        V3 r = q_rotate(s, px);
        printf("slerp %.2f: angle %6.2f deg, point (%.5f, %.5f)\n", i / 4.0,
               t(atan2(r.y, r.x) * 180 / M_PI), t(r.x), t(r.y));
    }
    /* Length preservation over many composed small rotations. */
    Quat acc = id, small = q_axis_angle(v3(0.3, -0.5, 0.8), 0.01);
    for (int i = 0; i < 1000; i++)
        acc = q_mul(small, acc);
    V3 r = q_rotate(acc, p);
    printf("norm after 1000 steps: %.9f vs %.9f\n", sqrt(v_dot(r, r)), sqrt(v_dot(p, p)));
    printf("unit quaternion: %s\n", fabs(q_dot(acc, acc) - 1) < 1e-9 ? "yes" : "no");
    return 0;
}
