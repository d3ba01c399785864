/* Typedef names inside attribute arguments: a cast or sizeof of a type where an attribute
 * takes an expression (aligned, vector_size), with the scopes of where the attribute stands:
 * in main, the object T hides the typedef, so sizeof (T) is the object's. */
#include <stddef.h>
#include <stdio.h>
typedef unsigned long ul;
typedef int T;
struct s { char c; int x __attribute__((aligned((size_t)16))); };
int y __attribute__((aligned(sizeof(ul) * 2)));
typedef T v4 __attribute__((vector_size(4 * sizeof(T))));
int main(void) {
    int T = 3; /* shadows the typedef: sizeof (T) is now the object's */
    char z __attribute__((aligned(sizeof (T) * 8))) = 1;
    struct { char a; long b __attribute__((aligned(sizeof(ul) * 4))); } w;
    printf("%zu %zu %zu %zu %zu %d %d\n", sizeof(struct s), _Alignof(y), sizeof(v4),
           _Alignof(z), offsetof(__typeof__(w), b), T, z);
    return 0;
}
