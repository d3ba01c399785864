/* Structures and unions through `...`: a small integer pair, a mixed int/double record, a
 * point of two doubles, a 40-byte record, and a union, read back with va_arg by a kind
 * string, after enough scalars that some go on the stack. */
#include <stdarg.h>
#include <stdio.h>

struct pair { int a, b; };
struct rec { int id; double weight; };
struct pt { double x, y; };
struct big { long v[4]; char name[8]; };
union val { long i; double d; };

static double describe(const char *kinds, ...) {
    va_list ap;
    double total = 0;
    va_start(ap, kinds);
    for (const char *k = kinds; *k; k++) {
        switch (*k) {
        case 'p': { struct pair p = va_arg(ap, struct pair); printf(" pair(%d,%d)", p.a, p.b); total += p.a + p.b; break; }
        case 'r': { struct rec r = va_arg(ap, struct rec); printf(" rec(%d,%.2f)", r.id, r.weight); total += r.weight; break; }
        case 't': { struct pt t = va_arg(ap, struct pt); printf(" pt(%.1f,%.1f)", t.x, t.y); total += t.x * t.y; break; }
        case 'b': { struct big b = va_arg(ap, struct big); printf(" big(%ld..%ld,%s)", b.v[0], b.v[3], b.name); total += b.v[0] + b.v[3]; break; }
        case 'u': { union val u = va_arg(ap, union val); printf(" val(%ld)", u.i); total += u.i; break; }
        case 'i': { int i = va_arg(ap, int); printf(" %d", i); total += i; break; }
        case 'd': { double d = va_arg(ap, double); printf(" %.3f", d); total += d; break; }
        }
    }
    va_end(ap);
    printf(" => %.3f\n", total);
    return total;
}

int main(void) {
    struct pair p = {3, -4};
    struct rec r = {7, 2.5};
    struct pt t = {1.5, -2.0};
    struct big b = {{100, 200, 300, 400}, "big"};
    union val u;
    u.i = 1L << 35;
    double sum = describe("prtbu", p, r, t, b, u);
    sum += describe("iiiiiprd", 1, 2, 3, 4, 5, p, r, 0.125);
    sum += describe("ddddddddtpi", 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, t, p, 9);
    sum += describe("bbu", b, b, u);
    printf("sum %.3f\n", sum);
    return 0;
}
