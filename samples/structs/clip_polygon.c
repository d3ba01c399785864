/* Sutherland-Hodgman polygon clipping with structs initialized from run-time values:
 * automatic structs and arrays of structs whose initializers are function results and
 * other struct variables (`Edge e = {a, intersect(...)}`), nested struct members
 * initialized by struct-valued expressions, and a clip window of four edge structs. */
#include <stdio.h>

typedef struct { double x, y; } Pt;
typedef struct { Pt a, b; } Edge;
typedef struct { int n; Pt v[32]; } Poly;
typedef struct { Edge edges[4]; const char *name; } Window;

static Pt pt(double x, double y) { return (Pt){x, y}; }
static Pt lerp(Pt p, Pt q, double t) { return pt(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t); }

/* Positive when p is left of the directed edge (inside for a counter-clockwise window). */
static double side(Edge e, Pt p) { return (e.b.x - e.a.x) * (p.y - e.a.y) - (e.b.y - e.a.y) * (p.x - e.a.x); }

static Pt intersect(Edge e, Pt p, Pt q) {
    double sp = side(e, p), sq = side(e, q);
    return lerp(p, q, sp / (sp - sq));
}

static Poly clip_edge(Poly in, Edge e) {
    Poly out = {0};
    for (int i = 0; i < in.n; i++) {
        Pt cur = in.v[i], prev = in.v[(i + in.n - 1) % in.n];
        int cin = side(e, cur) >= 0, pin = side(e, prev) >= 0;
        if (cin) {
            if (!pin)
                out.v[out.n++] = intersect(e, prev, cur);
            out.v[out.n++] = cur;
        } else if (pin) {
            out.v[out.n++] = intersect(e, prev, cur);
        }
    }
    return out;
}

static Window window(double x0, double y0, double x1, double y1, const char *name) {
    Pt p00 = pt(x0, y0), p10 = pt(x1, y0), p11 = pt(x1, y1), p01 = pt(x0, y1);
    Edge bottom = {p00, p10};
    Window w = {{bottom, {p10, p11}, {p11, pt(x0, y1)}, {p01, p00}}, name};
    return w;
}

static double area(const Poly *p) {
    double s = 0;
    for (int i = 0; i < p->n; i++) {
        Pt a = p->v[i], b = p->v[(i + 1) % p->n];
        s += a.x * b.y - a.y * b.x;
    }
    return s / 2;
}

static void show(const char *label, const Poly *p) {
    printf("%s: %d vertices, area %.4f\n ", label, p->n, area(p));
    for (int i = 0; i < p->n; i++)
        printf(" (%.3f,%.3f)", p->v[i].x + 0.0, p->v[i].y + 0.0);
    printf("\n");
}

int main(void) {
    Pt c = pt(2, 2);
    Poly tri = {3, {pt(-1, -1), lerp(c, pt(6, 0), 1.0), {2, 6}}};
    Poly star = {0};
    for (int k = 0; k < 10; k++) {
        double r = k % 2 ? 1.2 : 3.0;
        /* Points of a five-pointed star from a table of cos/sin at multiples of 36 degrees. */
        static const double cs[10][2] = {{1, 0}, {0.809017, 0.587785}, {0.309017, 0.951057}, {-0.309017, 0.951057},
                                         {-0.809017, 0.587785}, {-1, 0}, {-0.809017, -0.587785}, {-0.309017, -0.951057},
                                         {0.309017, -0.951057}, {0.809017, -0.587785}};
        Pt p = {c.x + r * cs[k][0], c.y + r * cs[k][1]};
        star.v[star.n++] = p;
    }
    Window wins[] = {window(0, 0, 4, 4, "square"), window(1, 1, 3, 2.5, "band"), window(5, 5, 6, 6, "far")};
    Poly shapes[] = {tri, star};
    const char *names[] = {"triangle", "star"};
    for (int s = 0; s < 2; s++) {
        show(names[s], &shapes[s]);
        for (int w = 0; w < 3; w++) {
            Poly p = shapes[s];
            for (int e = 0; e < 4; e++)
                p = clip_edge(p, wins[w].edges[e]);
            char label[40];
            sprintf(label, "  %s clipped to %s", names[s], wins[w].name);
            show(label, &p);
        }
    }
    Edge diag = {wins[0].edges[0].a, wins[0].edges[1].b};
    Edge pair[2] = {diag, {diag.b, c}};
    printf("diag (%g,%g)-(%g,%g), pair[1].b (%g,%g), side of c: %g\n", diag.a.x, diag.a.y, diag.b.x, diag.b.y,
           pair[1].b.x, pair[1].b.y, side(diag, c));
    return 0;
}
