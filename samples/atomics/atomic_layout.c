/* Where gcc puts `_Atomic` structures: one of 2, 4, 8 or 16 bytes is aligned to its size
   (so that one instruction can load or store it), as a member, an array element, an object
   or a type name; other sizes keep their members' alignment. A program that shares such a
   structure with code built by gcc, or writes it to a file, needs the same layout. */
#include <stdalign.h>
#include <stddef.h>
#include <stdio.h>
#include <stdatomic.h>

struct pair { int lo, hi; };            /* 8 bytes, aligned to 4 */
struct span { long start; long len; };  /* 16 bytes, aligned to 8 */
struct rgb { unsigned char r, g, b; };  /* 3 bytes: not raised */
struct half { char a, b; };             /* 2 bytes, aligned to 1 */
union word { short s[2]; char c[4]; };  /* 4 bytes, aligned to 2 */

struct record {
    char tag;
    _Atomic struct pair range;      /* offset 8, not 4 */
    char flag;
    _Atomic struct span window;     /* offset 32, not 24 */
    char mark;
    _Atomic struct rgb colour;      /* 3 bytes at offset 49 */
    _Atomic struct half h[3];       /* elements aligned to 2: at 52 */
    _Atomic union word w;           /* offset 60, not 58 */
};

typedef _Atomic struct pair atomic_pair;

struct wrapper {
    char c;
    atomic_pair p;                  /* through a typedef: raised too */
};

static _Atomic struct span global_span;
static char after_global;
static atomic_pair pairs[4];

int main(void)
{
    printf("sizeof(struct record) = %zu, alignof = %zu\n", sizeof(struct record),
           alignof(struct record));
    printf("offsets: range %zu, flag %zu, window %zu, mark %zu, colour %zu, h %zu, w %zu\n",
           offsetof(struct record, range), offsetof(struct record, flag),
           offsetof(struct record, window), offsetof(struct record, mark),
           offsetof(struct record, colour), offsetof(struct record, h),
           offsetof(struct record, w));
    printf("struct wrapper: size %zu, p at %zu\n", sizeof(struct wrapper),
           offsetof(struct wrapper, p));
    printf("alignof: pair %zu -> %zu, span %zu -> %zu, rgb %zu -> %zu, half %zu -> %zu, "
           "word %zu -> %zu\n",
           alignof(struct pair), alignof(_Atomic struct pair), alignof(struct span),
           alignof(_Atomic struct span), alignof(struct rgb), alignof(_Atomic struct rgb),
           alignof(struct half), alignof(_Atomic struct half), alignof(union word),
           alignof(_Atomic union word));
    printf("objects aligned: %d %d\n", (int)((size_t)&global_span % 16),
           (int)((size_t)&pairs[1] % 8));

    /* The raised members are still read and written as wholes. */
    struct record r = {0};
    r.range = (struct pair){3, 4};
    r.window = (struct span){100, 20};
    r.colour = (struct rgb){1, 2, 3};
    r.h[2] = (struct half){'x', 'y'};
    r.w = (union word){.c = {'a', 'b', 'c', 'd'}};
    struct pair p = r.range;
    struct span s = r.window;
    struct rgb c = r.colour;
    struct half h = r.h[2];
    union word w = r.w;
    printf("range %d..%d, window %ld+%ld, colour %d,%d,%d, h %c%c, w %.4s\n", p.lo, p.hi,
           s.start, s.len, c.r, c.g, c.b, h.a, h.b, w.c);
    for (int i = 0; i < 4; i++)
        pairs[i] = (struct pair){i, i * i};
    struct pair last = pairs[3];
    global_span = (struct span){7, 8};
    struct span g = global_span;
    printf("pairs[3] = %d,%d, global %ld,%ld, %d\n", last.lo, last.hi, g.start, g.len,
           after_global);
    return 0;
}
