/* Small fixed-size matrices and vectors as value types: 4x4 transforms composed by
 * functions that take and return structs by value (translation, rotation, scaling,
 * multiplication, transpose, inverse by Gauss-Jordan), applied to a polygon; the inverse
 * is checked by multiplying back to the identity. */
#include <math.h>
#include <stdio.h>

typedef struct { double m[4][4]; } Mat4;
typedef struct { double x, y, z, w; } Vec4;
typedef struct { Mat4 value; int ok; } MaybeMat4;

static Mat4 identity(void) {
    Mat4 r = {{{0}}};
    for (int i = 0; i < 4; i++) r.m[i][i] = 1.0;
    return r;
}

static Mat4 mul(Mat4 a, Mat4 b) {
    Mat4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            double s = 0;
            for (int k = 0; k < 4; k++) s += a.m[i][k] * b.m[k][j];
            r.m[i][j] = s;
        }
    return r;
}

static Vec4 apply(Mat4 a, Vec4 v) {
    double in[4] = {v.x, v.y, v.z, v.w}, out[4];
    for (int i = 0; i < 4; i++) {
        out[i] = 0;
        for (int k = 0; k < 4; k++) out[i] += a.m[i][k] * in[k];
    }
    return (Vec4){out[0], out[1], out[2], out[3]};
}

static Mat4 translate(double x, double y, double z) {
    Mat4 r = identity();
    r.m[0][3] = x;
    r.m[1][3] = y;
    r.m[2][3] = z;
    return r;
}

static Mat4 scale(double s) {
    Mat4 r = identity();
    r.m[0][0] = r.m[1][1] = r.m[2][2] = s;
    return r;
}

static Mat4 rotate_z(int degrees) { /* multiples of 90 only, so the entries stay exact */
    static const int c[4] = {1, 0, -1, 0}, s[4] = {0, 1, 0, -1};
    int q = ((degrees / 90) % 4 + 4) % 4;
    Mat4 r = identity();
    r.m[0][0] = c[q];
    r.m[0][1] = -s[q];
    r.m[1][0] = s[q];
    r.m[1][1] = c[q];
    return r;
}

static Mat4 transpose(Mat4 a) {
    Mat4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) r.m[i][j] = a.m[j][i];
    return r;
}

static MaybeMat4 inverse(Mat4 a) {
    MaybeMat4 res = {identity(), 1};
    for (int col = 0; col < 4; col++) {
        int pivot = col;
        for (int r = col + 1; r < 4; r++)
            if (fabs(a.m[r][col]) > fabs(a.m[pivot][col])) pivot = r;
        if (fabs(a.m[pivot][col]) < 1e-12) { res.ok = 0; return res; }
        for (int j = 0; j < 4; j++) {
            double t = a.m[col][j]; a.m[col][j] = a.m[pivot][j]; a.m[pivot][j] = t;
            t = res.value.m[col][j]; res.value.m[col][j] = res.value.m[pivot][j]; res.value.m[pivot][j] = t;
        }
        double d = a.m[col][col];
        for (int j = 0; j < 4; j++) { a.m[col][j] /= d; res.value.m[col][j] /= d; }
        for (int r = 0; r < 4; r++)
            if (r != col) {
                double f = a.m[r][col];
                for (int j = 0; j < 4; j++) {
                    a.m[r][j] -= f * a.m[col][j];
                    res.value.m[r][j] -= f * res.value.m[col][j];
                }
            }
    }
    return res;
}

static void print_mat(const char *label, Mat4 a) {
    printf("%s:\n", label);
    for (int i = 0; i < 4; i++)
        printf("  [%8.3f %8.3f %8.3f %8.3f]\n", a.m[i][0] + 0.0, a.m[i][1] + 0.0, a.m[i][2] + 0.0, a.m[i][3] + 0.0);
}

static double max_error_from_identity(Mat4 a) {
    Mat4 id = identity();
    double e = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) e = fmax(e, fabs(a.m[i][j] - id.m[i][j]));
    return e;
}

int main(void) {
    Mat4 steps[] = {translate(-1, -1, 0), rotate_z(90), scale(2.5), translate(3, 4, 5), rotate_z(-180)};
    Mat4 model = identity();
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) model = mul(steps[i], model);
    print_mat("model", model);
    print_mat("transpose", transpose(model));
    Vec4 square[] = {{0, 0, 0, 1}, {2, 0, 0, 1}, {2, 2, 0, 1}, {0, 2, 0, 1}};
    double area = 0;
    Vec4 out[4];
    for (int i = 0; i < 4; i++) {
        out[i] = apply(model, square[i]);
        printf("(%g, %g) -> (%g, %g, %g)\n", square[i].x, square[i].y, out[i].x + 0.0, out[i].y + 0.0, out[i].z);
    }
    for (int i = 0; i < 4; i++) area += out[i].x * out[(i + 1) % 4].y - out[(i + 1) % 4].x * out[i].y;
    printf("transformed area %.3f (scale^2 * 4 = %.3f)\n", fabs(area) / 2, 2.5 * 2.5 * 4);
    MaybeMat4 inv = inverse(model);
    print_mat("inverse", inv.value);
    printf("inverse ok %d, |M*M^-1 - I| = %.1e\n", inv.ok, max_error_from_identity(mul(model, inv.value)));
    Mat4 singular = scale(0.0);
    MaybeMat4 none = inverse(singular);
    printf("singular inverse ok %d\n", none.ok);
    return inv.ok && !none.ok ? 0 : 1;
}
