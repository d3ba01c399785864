/* Structs in every expression position: members of call results (`f().x`, `f().a[2]`),
 * structs chosen by `?:`, assigned in chains, compared member-wise, swapped through
 * pointers, returned through function pointers, stored in arrays indexed by expressions
 * with side effects, and used as members of unions. A small sprite animation drives it. */
#include <stdio.h>
#include <string.h>

typedef struct { int x, y; } P;
typedef struct { P pos, vel; char name[8]; int frames[4]; } Sprite;
typedef union { P p; long long packed; } PU;
typedef Sprite (*Stepper)(Sprite);

static Sprite make(const char *name, int x, int y, int dx, int dy) {
    Sprite s;
    memset(&s, 0, sizeof s);
    strncpy(s.name, name, sizeof s.name - 1);
    s.pos = (P){x, y};
    s.vel.x = dx;
    s.vel.y = dy;
    for (int i = 0; i < 4; i++)
        s.frames[i] = x * 10 + i;
    return s;
}

static Sprite move(Sprite s) {
    s.pos.x += s.vel.x;
    s.pos.y += s.vel.y;
    return s;
}

/* Bounces off the walls of a 20x10 box. */
static Sprite bounce(Sprite s) {
    s = move(s);
    if (s.pos.x < 0 || s.pos.x >= 20) {
        s.vel.x = -s.vel.x;
        s.pos.x = s.pos.x < 0 ? -s.pos.x : 38 - s.pos.x;
    }
    if (s.pos.y < 0 || s.pos.y >= 10) {
        s.vel.y = -s.vel.y;
        s.pos.y = s.pos.y < 0 ? -s.pos.y : 18 - s.pos.y;
    }
    int f0 = s.frames[0];
    memmove(s.frames, s.frames + 1, 3 * sizeof(int));
    s.frames[3] = f0;
    return s;
}

static Sprite stay(Sprite s) { return s; }

static Stepper pick(int k) { return k % 3 == 0 ? stay : (k % 3 == 1 ? move : bounce); }

static int same(P a, P b) { return a.x == b.x && a.y == b.y; }

static void swap(Sprite *a, Sprite *b) {
    Sprite t = *a;
    *a = *b;
    *b = t;
}

static P farther(P a, P b) { return a.x * a.x + a.y * a.y >= b.x * b.x + b.y * b.y ? a : b; }

int main(void) {
    printf("make().pos.y = %d, make().frames[2] = %d, make().name[1] = %c\n",
           make("ab", 3, 4, 0, 0).pos.y, make("ab", 3, 4, 0, 0).frames[2],
           make("xyz", 0, 0, 0, 0).name[1]);
    Sprite s[4] = {make("ant", 1, 1, 3, 2), make("bee", 18, 8, 2, -3),
                   make("cat", 5, 0, -4, 1), make("dog", 10, 5, 0, 0)};
    for (int t = 1; t <= 12; t++) {
        for (int i = 0; i < 4; i++)
            s[i] = bounce(s[i]);
        if (t % 4 == 0) {
            printf("t=%2d", t);
            for (int i = 0; i < 4; i++)
                printf("  %s(%2d,%d) f%d", s[i].name, s[i].pos.x, s[i].pos.y, s[i].frames[0]);
            printf("\n");
        }
    }
    /* Conditional expression of struct type, and assignment chains. */
    P a = {3, 4}, b = {-5, 1}, c, d;
    c = d = farther(a, b);
    P e = (a.x > b.x ? a : b);
    printf("farther (%d,%d) chain (%d,%d) cond (%d,%d) same %d\n", c.x, c.y, d.x, d.y, e.x, e.y,
           same(c, d));
    /* Assignment as an expression yields the new struct value. */
    P f;
    printf("assigned value .y = %d\n", (f = b).y);
    /* Side effects in the index are evaluated exactly once. */
    int idx = 0;
    s[idx++] = stay(s[3]);
    s[idx++].pos.x += 100;
    printf("idx %d, s0 %s (%d,%d), s1 %s x %d\n", idx, s[0].name, s[0].pos.x, s[0].pos.y,
           s[1].name, s[1].pos.x);
    swap(&s[0], &s[2]);
    printf("after swap: %s %s %s %s\n", s[0].name, s[1].name, s[2].name, s[3].name);
    /* Through function pointers returned from a function. */
    Sprite z = make("zed", 2, 2, 1, 1);
    for (int k = 0; k < 9; k++)
        z = pick(k)(z);
    printf("zed after 9 picks at (%d,%d) vel (%d,%d) frames %d %d %d %d\n", z.pos.x, z.pos.y,
           z.vel.x, z.vel.y, z.frames[0], z.frames[1], z.frames[2], z.frames[3]);
    /* Union with a struct member: write through one, copy the union, read the struct. */
    PU u1, u2;
    u1.packed = 0;
    u1.p = a;
    u2 = u1;
    u2.p.y += 10;
    printf("union copy: (%d,%d) (%d,%d)\n", u1.p.x, u1.p.y, u2.p.x, u2.p.y);
    /* Struct member of an array element of a struct returned by a call through a table. */
    Stepper table[] = {move, bounce, stay};
    int sum = 0;
    for (int i = 0; i < 3; i++)
        sum += table[i](s[3]).frames[i] + table[i](s[3]).pos.x;
    printf("sum through table %d\n", sum);
    const Sprite frozen = make("ice", 7, 7, 1, 1);
    Sprite thawed = frozen;
    thawed.pos.x++;
    printf("const copy %d vs %d\n", frozen.pos.x, thawed.pos.x);
    return same(a, (P){3, 4}) ? 0 : 1;
}
