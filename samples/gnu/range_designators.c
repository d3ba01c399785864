/* GNU range designators `[lo ... hi] = v` in static and automatic initializers, as gcc
   gives them meaning: the one initializer after the designation is evaluated once and
   stored in every element of the range; the initializers after it go on in the last
   element; later designators override. */
#include <limits.h>
#include <stdio.h>

#define BITSET_WORD_BITS (sizeof(unsigned long) * CHAR_BIT)
#define BITSET_WORD_MAX ULONG_MAX
typedef unsigned long bitset[256 / BITSET_WORD_BITS];
/* gawk's and m4's regex: the ASCII half of a byte set. */
static const bitset utf8_sb_map = { [0 ... 0x80 / BITSET_WORD_BITS - 1] = BITSET_WORD_MAX };

struct point { int x, y; };
struct grid { int cells[6]; int k; };

static int table[10] = { [0 ... 3] = 1, [2] = 5, [7 ... 9] = 2 };
static struct grid g = { .cells[0 ... 3] = 7, .k = 1 };
static struct point pts[4] = { [1 ... 2].x = 3 };
static struct point more[4] = { [1 ... 2] = { 1, 2 }, [2].y = 9 };
static int overlapping[8] = { [0 ... 5] = 1, [2 ... 3] = 2, 7 };
static int unsized[] = { [0 ... 9] = 1 };
static int m[3][4] = { [0 ... 2][1 ... 2] = 7 };
static char words[3][4] = { [0 ... 2] = "ab" };
static const char *names[5] = { [0 ... 4] = "none", [2] = "two" };

static int calls;
static int next(void) { return ++calls; }

static void print_ints(const char *what, const int *a, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", a[i]);
    printf("\n");
}

static void print_points(const char *what, const struct point *p, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" (%d,%d)", p[i].x, p[i].y);
    printf("\n");
}

int main(void) {
    printf("map: %lx %lx %lx %lx\n", utf8_sb_map[0], utf8_sb_map[1], utf8_sb_map[2],
           utf8_sb_map[3]);
    print_ints("table", table, 10);
    print_ints("g.cells", g.cells, 6);
    printf("g.k: %d\n", g.k);
    print_points("pts", pts, 4);
    print_points("more", more, 4);
    print_ints("overlapping", overlapping, 8);
    printf("sizeof unsized: %zu\n", sizeof unsized);
    print_ints("m", &m[0][0], 12);
    printf("words: %s %s %s\n", words[0], words[1], words[2]);
    for (int i = 0; i < 5; i++)
        printf("%s%s", names[i], i < 4 ? " " : "\n");

    /* Automatic objects: f() is called once for the whole range. */
    int once[8] = { [0 ... 3] = next(), [5 ... 7] = 9 };
    print_ints("once", once, 8);
    printf("calls: %d\n", calls);
    struct point pairs[4] = { [1 ... 2] = { next(), next() } };
    print_points("pairs", pairs, 4);
    printf("calls: %d\n", calls);
    int cube[3][2] = { [0 ... 2][0 ... 1] = next() };
    print_ints("cube", &cube[0][0], 6);
    printf("calls: %d\n", calls);

    /* The initializers after a range go on in its last element. */
    struct point after[4] = { [1 ... 2].x = 3, 4 };
    print_points("after", after, 4);
    struct point elided[4] = { [1 ... 2] = 1, 2, 3 };
    print_points("elided", elided, 4);
    int rows[3][3] = { [0 ... 1] = 1, 2, 3, 4 };
    print_ints("rows", &rows[0][0], 9);
    int cols[3][3] = { [0 ... 1][1] = 1, 2, 3, 4 };
    print_ints("cols", &cols[0][0], 9);
    int tail[6] = { [1 ... 2] = 5, 6, 7 };
    print_ints("tail", tail, 6);
    int n = 3;
    int local[5] = { [0 ... 4] = n * 2, [1 ... 1] = n };
    print_ints("local", local, 5);
    return 0;
}
