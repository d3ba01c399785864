/* A table of struct shapes with their sizeof, _Alignof and member offsets, computed with
 * offsetof and checked against a layout computed by hand from the C rules (each member at
 * the next multiple of its alignment, the size rounded to the largest alignment). */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct s_cic { char c; int i; char d; };
struct s_icc { int i; char c; char d; };
struct s_cdc { char c; double d; char e; };
struct s_sl { short s; long l; };
struct s_arr { char name[5]; int n; short v[3]; };
struct s_nest { char tag; struct s_cic inner; char tail; };
struct s_ptr { char c; void *p; char d; };
struct s_f { float f; char c; };
struct s_u8 { uint8_t a, b, c; };
struct s_ll { char c; long long ll; };
struct s_flex { int len; char data[]; };
union u_mix { char c; int i; double d; char buf[13]; };
struct s_union { char c; union u_mix u; };
struct s_anon { int kind; union { int i; float f; }; struct { short lo, hi; }; };
struct s_fp { char c; int (*fn)(int); };

typedef struct {
    const char *name;
    size_t size, align;
    int members;
    size_t offsets[4];
    size_t sizes[4];
    size_t aligns[4];
} Shape;

#define M(T, m) offsetof(T, m)
#define SZ(T, m) sizeof(((T *)0)->m)

static const Shape shapes[] = {
    {"s_cic", sizeof(struct s_cic), _Alignof(struct s_cic), 3, {M(struct s_cic, c), M(struct s_cic, i), M(struct s_cic, d)}, {1, 4, 1}, {1, 4, 1}},
    {"s_icc", sizeof(struct s_icc), _Alignof(struct s_icc), 3, {M(struct s_icc, i), M(struct s_icc, c), M(struct s_icc, d)}, {4, 1, 1}, {4, 1, 1}},
    {"s_cdc", sizeof(struct s_cdc), _Alignof(struct s_cdc), 3, {M(struct s_cdc, c), M(struct s_cdc, d), M(struct s_cdc, e)}, {1, 8, 1}, {1, 8, 1}},
    {"s_sl", sizeof(struct s_sl), _Alignof(struct s_sl), 2, {M(struct s_sl, s), M(struct s_sl, l)}, {2, 8}, {2, 8}},
    {"s_arr", sizeof(struct s_arr), _Alignof(struct s_arr), 3, {M(struct s_arr, name), M(struct s_arr, n), M(struct s_arr, v)}, {5, 4, 6}, {1, 4, 2}},
    {"s_nest", sizeof(struct s_nest), _Alignof(struct s_nest), 3, {M(struct s_nest, tag), M(struct s_nest, inner), M(struct s_nest, tail)}, {1, 12, 1}, {1, 4, 1}},
    {"s_ptr", sizeof(struct s_ptr), _Alignof(struct s_ptr), 3, {M(struct s_ptr, c), M(struct s_ptr, p), M(struct s_ptr, d)}, {1, 8, 1}, {1, 8, 1}},
    {"s_f", sizeof(struct s_f), _Alignof(struct s_f), 2, {M(struct s_f, f), M(struct s_f, c)}, {4, 1}, {4, 1}},
    {"s_u8", sizeof(struct s_u8), _Alignof(struct s_u8), 3, {M(struct s_u8, a), M(struct s_u8, b), M(struct s_u8, c)}, {1, 1, 1}, {1, 1, 1}},
    {"s_ll", sizeof(struct s_ll), _Alignof(struct s_ll), 2, {M(struct s_ll, c), M(struct s_ll, ll)}, {1, 8}, {1, 8}},
    {"s_flex", sizeof(struct s_flex), _Alignof(struct s_flex), 1, {M(struct s_flex, len)}, {4}, {4}},
    {"s_union", sizeof(struct s_union), _Alignof(struct s_union), 2, {M(struct s_union, c), M(struct s_union, u)}, {1, 16}, {1, 8}},
    /* The anonymous union and struct are members of 4 bytes, found through i and lo. */
    {"s_anon", sizeof(struct s_anon), _Alignof(struct s_anon), 3, {M(struct s_anon, kind), M(struct s_anon, i), M(struct s_anon, lo)}, {4, 4, 4}, {4, 4, 2}},
    {"s_fp", sizeof(struct s_fp), _Alignof(struct s_fp), 2, {M(struct s_fp, c), M(struct s_fp, fn)}, {1, 8}, {1, 8}},
};

static size_t round_up(size_t n, size_t a) { return (n + a - 1) / a * a; }

int main(void) {
    int bad = 0;
    printf("%-8s %4s %5s  offsets (expected)\n", "shape", "size", "align");
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        const Shape *s = &shapes[k];
        size_t at = 0, maxa = 1;
        printf("%-8s %4zu %5zu ", s->name, s->size, s->align);
        for (int m = 0; m < s->members; m++) {
            size_t a = s->aligns[m];
            if (a > maxa)
                maxa = a;
            size_t expect = round_up(at, a);
            at = expect + s->sizes[m];
            printf(" %zu(%zu)", s->offsets[m], expect);
            bad += s->offsets[m] != expect;
        }
        size_t esize = round_up(at, maxa);
        printf("  size expected %zu align %zu%s\n", esize, maxa,
               esize == s->size && maxa == s->align ? "" : "  MISMATCH");
        bad += esize != s->size || maxa != s->align;
    }
    /* offsetof is an integer constant expression: array sizes, enums, case labels. */
    char buf[offsetof(struct s_arr, v)];
    enum { AT_D = offsetof(struct s_cdc, d), AT_INNER_I = offsetof(struct s_nest, inner.i) };
    printf("buf %zu, enum %d %d, hi at %zu, flex data at %zu\n", sizeof buf, AT_D, AT_INNER_I,
           offsetof(struct s_anon, hi), offsetof(struct s_flex, data));
    for (size_t off = 0; off < sizeof(struct s_nest); off += 4) {
        switch (off) {
        case offsetof(struct s_nest, tag): printf("%zu: tag\n", off); break;
        case offsetof(struct s_nest, inner): printf("%zu: inner\n", off); break;
        case offsetof(struct s_nest, inner.d): printf("%zu: inner.d\n", off); break;
        case offsetof(struct s_nest, tail): printf("%zu: tail\n", off); break;
        default: printf("%zu: (inside)\n", off);
        }
    }
    printf("union u_mix: size %zu align %zu\n", sizeof(union u_mix), _Alignof(union u_mix));
    printf("scalars: %zu %zu %zu %zu %zu %zu %zu\n", _Alignof(char), _Alignof(short),
           _Alignof(int), _Alignof(long), _Alignof(long long), _Alignof(float), _Alignof(double));
    struct s_cic arr[3];
    printf("array stride %zu, &arr[2] - &arr[0] bytes %zu\n", sizeof arr[0],
           (size_t)((char *)&arr[2] - (char *)&arr[0]));
    printf("mismatches: %d\n", bad);
    return bad;
}
