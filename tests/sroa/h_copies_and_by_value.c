/* Copies between locals (by words, with the padding of `struct pad`), a small structure
   returned and received in registers, a union, and bit-fields. */
struct pair { int x, y; };
struct pad { char c; int i; };
struct bits { unsigned a : 3, b : 5; };
union pun { float f; unsigned u; };

struct pair swap(struct pair p) {
    struct pair q = { p.y, p.x };
    return q;
}

int copy(int v) {
    struct pad s = { 1, v };
    struct pad t = s;
    t.c = 5;
    return t.c + t.i + s.c;
}

unsigned bits(unsigned v) {
    struct bits b = { 0, 0 };
    b.a = v;
    b.b = v >> 3;
    return b.a + b.b;
}

unsigned pun(float f) {
    union pun p;
    p.f = f;
    return p.u;
}
