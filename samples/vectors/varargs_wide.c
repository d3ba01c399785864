/* GNU vectors of 32 and 64 bytes through `...`, as gcc passes them without AVX: on x86-64
   in memory, on the stack at a multiple of the vector's alignment (32 or 64) in the
   address space, which `va_arg` rounds the overflow area up to; on aarch64 by reference.
   The calls come from several stack depths, so that the stack pointer has each of its
   phases modulo 64 at some call. */
#include <stdarg.h>
#include <stdio.h>

typedef int v8si __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
typedef float v8sf __attribute__((vector_size(32)));
typedef int v16si __attribute__((vector_size(64)));
typedef int v4si __attribute__((vector_size(16)));

/* Each argument is preceded by a letter naming its type. */
static void show(const char *types, ...) {
    va_list ap;
    va_start(ap, types);
    for (const char *t = types; *t; t++) {
        if (*t == 'I') {
            v8si v = va_arg(ap, v8si);
            printf(" I{%d %d %d %d}", v[0], v[1], v[6], v[7]);
        } else if (*t == 'D') {
            v4df v = va_arg(ap, v4df);
            printf(" D{%g %g %g %g}", v[0], v[1], v[2], v[3]);
        } else if (*t == 'F') {
            v8sf v = va_arg(ap, v8sf);
            printf(" F{%g %g}", v[0], v[7]);
        } else if (*t == 'S') {
            v16si v = va_arg(ap, v16si);
            printf(" S{%d %d %d}", v[0], v[8], v[15]);
        } else if (*t == 'i') {
            v4si v = va_arg(ap, v4si);
            printf(" i{%d %d}", v[0], v[3]);
        } else if (*t == 'L') {
            printf(" L%Lg", va_arg(ap, long double));
        } else if (*t == 'n') {
            printf(" n%d", va_arg(ap, int));
        } else {
            printf(" x%g", va_arg(ap, double));
        }
    }
    va_end(ap);
    printf("\n");
}

/* A sum of `n` vectors: the overflow area advances by each one's size. */
static v8si sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    v8si total = {0};
    for (int i = 0; i < n; i++)
        total += va_arg(ap, v8si);
    va_end(ap);
    return total;
}

static void calls(int depth) {
    v8si a = {1, 2, 3, 4, 5, 6, 7, 8};
    v4df d = {0.5, -1.5, 2.25, 1e10};
    v8sf f = {1.5f, 0, 0, 0, 0, 0, 0, -2.5f};
    v16si s = {10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25};
    v4si q = {-1, -2, -3, -4};
    printf("depth %d:", depth);
    show("I", a + depth);
    show("nIxDnF", depth, a, 2.5, d, 7, f);
    show("SnIS", s, 3, a * 2, s + 1);
    show("LILDnS", (long double)depth, a, 0.25L, d, 9, s);
    show("xxxxxxxxxiIiS", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, q, a, q, s);
    v8si t = sum(3, a, a * 10, a * 100);
    printf(" sum %d %d\n", t[0], t[7]);
}

/* Three frames of different sizes, so that the depths reach every stack phase. */
static void deeper(int depth);
static void deepest(int depth);
static void deep(int depth) {
    volatile char pad[16];
    pad[0] = (char)depth;
    calls(depth + pad[0] - depth);
    if (depth < 7)
        deeper(depth + 1);
}
static void deeper(int depth) {
    volatile char pad[40];
    pad[39] = (char)depth;
    calls(pad[39]);
    if (depth < 7)
        deepest(depth + 1);
}
static void deepest(int depth) {
    volatile char pad[72];
    pad[71] = (char)depth;
    calls(pad[71]);
    if (depth < 7)
        deep(depth + 1);
}

int main(void) {
    deep(0);
    return 0;
}
