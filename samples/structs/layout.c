/* Structure and union layout and access: sizes, alignments and member offsets of assorted
 * structs (padding, nested and anonymous members, unions), member lvalues, whole-struct
 * copies, type punning through a union, and brace/designated initializers. */
int printf(const char *fmt, ...);

#define OFFSET(T, m) ((unsigned long)&((T *)0)->m)

struct point { int x, y; };
typedef struct { char tag; double d; short s[3]; } record;
union pun { float f; unsigned int u; unsigned char b[4]; };
struct outer {
    int a;
    struct { int b; int c; };
    union { long l; char ch; };
    struct point p;
    char name[5];
};
struct mixed { char c1; long l; char c2; int i; char c3; };
struct tail { short n; char bytes[]; };
union wide { char c[13]; double d; };

struct point origin = { 3, 4 };
struct point corners[4] = { {1, 2}, [3] = {7, 8}, [1].y = 5 };
struct point *second = &corners[1];
int *corner_y = &corners[3].y;
struct outer global_outer = { 1, { 2, 3 }, { 4 }, { 5, 6 }, "abc" };

int main(void) {
    printf("point %lu %lu\n", sizeof(struct point), _Alignof(struct point));
    printf("record %lu %lu %lu %lu\n", sizeof(record), _Alignof(record), OFFSET(record, d),
           OFFSET(record, s[2]));
    printf("pun %lu; outer %lu: b@%lu l@%lu p@%lu name@%lu\n", sizeof(union pun),
           sizeof(struct outer), OFFSET(struct outer, b), OFFSET(struct outer, l),
           OFFSET(struct outer, p), OFFSET(struct outer, name));
    printf("mixed %lu: %lu %lu %lu %lu\n", sizeof(struct mixed), OFFSET(struct mixed, l),
           OFFSET(struct mixed, c2), OFFSET(struct mixed, i), OFFSET(struct mixed, c3));
    printf("tail %lu; wide %lu %lu\n", sizeof(struct tail), sizeof(union wide),
           _Alignof(union wide));

    struct point p = { 1, 2 };
    struct point q;
    q = p;
    q.x += 10;
    p.y++;
    --q.y;
    int *px = &p.x;
    *px *= 7;
    printf("p=(%d,%d) q=(%d,%d)\n", p.x, p.y, q.x, q.y);

    record r = { 'a', 2.5, { 1, 2, 3 } };
    record r2 = r;
    r.s[1] = 20;
    printf("%c %.2f %d %d %d\n", r2.tag, r2.d, r2.s[1], r2.s[2], r.s[1]);

    union pun u;
    u.f = 1.0f;
    printf("1.0f = %08x, top byte %d\n", u.u, u.b[3]);
    u.u = 0x40490fdb;
    printf("0x40490fdb = %.5f\n", u.f);

    struct outer o = { .a = 1, .b = 2, .c = 3, .l = 99, .p = { 7, 8 }, .name = "tcc" };
    printf("%d %d %d %ld (%d,%d) %s\n", o.a, o.b, o.c, o.l, o.p.x, o.p.y, o.name);
    struct outer g = global_outer;
    printf("%d %d %d %ld (%d,%d) %s\n", g.a, g.b, g.c, g.l, g.p.x, g.p.y, g.name);

    printf("origin (%d,%d)\n", origin.x, origin.y);
    for (int i = 0; i < 4; i++)
        printf("corner %d: (%d,%d)\n", i, corners[i].x, corners[i].y);
    second->x = 40;
    *corner_y = 80;
    printf("%d %d %d\n", corners[1].x, corners[3].y, (*second).y);

    struct point grid[2][2] = { 1, 2, 3, 4, 5, 6, 7, 8 };
    struct mixed m = { .c3 = 'z', .c1 = 'a' };
    printf("%d %d %c%c %d %ld\n", grid[1][0].x, grid[0][1].y, m.c1, m.c3, m.i, m.l);
    struct point *pp = &grid[1][1];
    pp->y = pp->x + (pp - 1)->y;
    printf("%d\n", grid[1][1].y);
    return 0;
}
