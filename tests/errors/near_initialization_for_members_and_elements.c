struct In { int a; int b[2]; };
struct S { int x; struct In in; char *p; };
struct S g = { 1, { 2, { 3, 4, 5 } }, 0, 7 };
int m[2][2] = { { 1, 2, 3 }, { 4 } };
struct S ga[2] = { [1].in.b = { 1, 2, 3 } };
void f(void) {
    struct In l[2] = { { 1, { 2 } }, { 3, { 4, 5, 6 } } };
    int s = { 1, 2 };
}
