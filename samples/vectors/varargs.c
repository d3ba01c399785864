/* GNU vectors of 8 and 16 bytes through `...`, as gcc passes them: in vector registers
   while they last (x86-64's register save area, aarch64's V registers), then on the stack. */
#include <stdarg.h>
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef short v4hi __attribute__((vector_size(8)));
struct boxed { v4si v; };

/* Each argument is preceded by a letter naming its type. */
static void show(const char *types, ...) {
    va_list ap;
    va_start(ap, types);
    for (const char *t = types; *t; t++) {
        if (*t == 'i') {
            v4si v = va_arg(ap, v4si);
            printf(" i{%d %d %d %d}", v[0], v[1], v[2], v[3]);
        } else if (*t == 'd') {
            v2df v = va_arg(ap, v2df);
            printf(" d{%g %g}", v[0], v[1]);
        } else if (*t == 'f') {
            v2sf v = va_arg(ap, v2sf);
            printf(" f{%g %g}", v[0], v[1]);
        } else if (*t == 'h') {
            v4hi v = va_arg(ap, v4hi);
            printf(" h{%d %d %d %d}", v[0], v[1], v[2], v[3]);
        } else if (*t == 'b') {
            struct boxed b = va_arg(ap, struct boxed);
            printf(" b{%d %d}", b.v[0], b.v[3]);
        } else if (*t == 'n') {
            printf(" n%d", va_arg(ap, int));
        } else {
            printf(" x%g", va_arg(ap, double));
        }
    }
    va_end(ap);
    printf("\n");
}

static v4si sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    v4si total = {0};
    for (int i = 0; i < n; i++)
        total += va_arg(ap, v4si);
    va_end(ap);
    return total;
}

int main(void) {
    v4si a = {1, 2, 3, 4};
    v2df d = {0.5, -1.5};
    v2sf f = {2.5f, 3.5f};
    v4hi h = {7, -8, 9, -10};
    show("idfh", a, d, f, h);
    show("nixdnf", 1, a, 2.25, d, 5, f);
    /* More than eight vector registers' worth: the rest on the stack. */
    show("iiiiddddfhib", a, a * 2, a * 3, a * 4, d, d * 2, d * 3, d * 4, f, h, a * 5,
         (struct boxed){{9, 8, 7, 6}});
    show("xxxxxxxxixdfh", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, a, 9.0, d, f, h);
    v4si s = sum(10, a, a, a, a, a, a, a, a, a, (v4si){10, 20, 30, 40});
    printf("sum %d %d %d %d\n", s[0], s[1], s[2], s[3]);
    return 0;
}
