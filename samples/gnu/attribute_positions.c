/* GNU attributes in each position gcc accepts them: after struct/union, after a
 * declarator, before and after type specifiers, in pointers and parenthesized (abstract)
 * declarators, on enumerators, parameters, labels and statements. */
#include <stdio.h>

#define ATTR __attribute__((__noinline__))

typedef union Unaligned16a { unsigned short u; unsigned char b[2]; } __attribute__((packed)) U16a;
typedef union __attribute__((packed)) Unaligned16b { unsigned short u; unsigned char b[2]; } U16b;
struct __attribute__((packed)) p1 { char c; int i; };
struct p2 { char c; int i; } __attribute__((packed));
__attribute__((unused)) static int a1;
static __attribute__((unused)) int a2;
static int __attribute__((unused)) a3 = 3, a4 __attribute__((unused)) = 4;
enum e { E1 __attribute__((deprecated)), E2 __attribute__((unused)) = 4, E3 };
typedef int T3 __attribute__((unused)), T4 __attribute__((unused));
int (__attribute__((unused)) arr)[2] = {1, 2};

int ATTR actual_function(void) { return 42; }
int f1(int x __attribute__((unused)), __attribute__((unused)) int y) { return x + y; }
void f2(int __attribute__((unused)) *, char *__attribute__((unused)));
void f2(int *a, char *b) { *a += *b; }
int k(a, b) int a __attribute__((unused)); int b; { return a + b; }

int sw(int v) {
    int r = 0;
    switch (v) {
    case 1:
        r += 1;
        __attribute__((fallthrough));
    case 2:
        r += 2;
        break;
    default:
        r = -1;
    }
    return r;
}

int lab(void) {
    int i = 0;
again: __attribute__((unused));
    if (++i < 3)
        goto again;
    return i;
}

int main(void) {
    void *function_pointer = (void *)&actual_function;
    int a = ((ATTR int (*)(void))function_pointer)();
    int b = ((int (ATTR *)(void))function_pointer)();
    int c = ((int (*ATTR)(void))function_pointer)();
    int (*__attribute__((unused)) q)[3] = 0;
    __attribute__((unused)) int l1 = 1;
    int __attribute__((unused)) l2 = 2, l3 __attribute__((unused)) = 3;
    int n = 1;
    char ch = 2;
    f2(&n, &ch);
    printf("%d %d %d\n", a, b, c);
    printf("%zu %zu %zu %zu\n", sizeof(U16a), sizeof(U16b), sizeof(struct p1), sizeof(struct p2));
    printf("%d %d %d %d %d %d\n", a3 + a4, E3, arr[1], f1(1, 2), k(3, 4), n);
    printf("%d %d %d %d %zu\n", sw(1), sw(2), lab(), l1 + l2 + l3 + (q == 0),
           sizeof(int (__attribute__((unused)) *)[3]));
    return 0;
}
