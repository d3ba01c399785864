/* A scalar whose address is stored into a struct member escapes: `x` stays in memory, and
   so does the struct; `y`, only read and written directly, is promoted. */
struct box { int *ptr; int tag; };

int g(int a) {
    int x = a;
    int y = a + 1;
    struct box b;
    b.ptr = &x;
    b.tag = y;
    *b.ptr = 7;
    if (a > 0)
        y = y * 2;
    return x + y + b.tag;
}
