/* A toroidal cellular-automaton grid as a struct holding a 2-D array of cell structs,
 * double-buffered by copying whole structs; rules are selected through a function that
 * returns a function pointer; pattern stamps come from compound literals; the history of
 * population counts detects cycles. */
#include <stdio.h>
#include <string.h>

enum { W = 24, H = 16 };

typedef struct {
    unsigned char alive;
    unsigned char age; /* generations alive, saturating */
} Cell;

typedef struct {
    Cell c[H][W];
    int generation;
} Grid;

typedef int (*Rule)(int alive, int neighbours);

static int conway(int alive, int n) { return n == 3 || (alive && n == 2); }
static int highlife(int alive, int n) { return alive ? (n == 2 || n == 3) : (n == 3 || n == 6); }
static int seeds(int alive, int n) { (void)alive; return n == 2; }

static Rule rule_named(const char *name) {
    static const struct { const char *name; Rule rule; } table[] = {
        {"conway", conway}, {"highlife", highlife}, {"seeds", seeds},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(table[i].name, name) == 0) return table[i].rule;
    return conway;
}

typedef struct { int r, c; } Offset;

static void stamp(Grid *g, int r0, int c0, const Offset *cells, int n) {
    for (int i = 0; i < n; i++) {
        Cell *x = &g->c[(r0 + cells[i].r) % H][(c0 + cells[i].c) % W];
        x->alive = 1;
        x->age = 1;
    }
}

static Grid step(const Grid *g, Rule rule) {
    Grid next;
    next.generation = g->generation + 1;
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++) {
            int n = 0;
            for (int dr = -1; dr <= 1; dr++)
                for (int dc = -1; dc <= 1; dc++)
                    if (dr || dc) n += g->c[(r + dr + H) % H][(c + dc + W) % W].alive;
            Cell cur = g->c[r][c];
            int live = rule(cur.alive, n);
            next.c[r][c] = live ? (Cell){1, (unsigned char)(cur.alive && cur.age < 255 ? cur.age + 1 : 1)} : (Cell){0, 0};
        }
    return next;
}

static int population(const Grid *g, int *oldest) {
    int n = 0;
    *oldest = 0;
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++) {
            n += g->c[r][c].alive;
            if (g->c[r][c].age > *oldest) *oldest = g->c[r][c].age;
        }
    return n;
}

static void draw(const Grid *g) {
    for (int r = 0; r < H; r++) {
        for (int c = 0; c < W; c++) putchar(g->c[r][c].alive ? (g->c[r][c].age > 9 ? '@' : '0' + g->c[r][c].age) : '.');
        putchar('\n');
    }
}

static int same_cells(const Grid *a, const Grid *b) {
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++)
            if (a->c[r][c].alive != b->c[r][c].alive) return 0;
    return 1;
}

int main(void) {
    static const char *rules[] = {"conway", "highlife", "seeds"};
    for (int k = 0; k < 3; k++) {
        Rule rule = rule_named(rules[k]);
        Grid g;
        memset(&g, 0, sizeof g);
        stamp(&g, 1, 1, (Offset[]){{0, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}}, 5);              /* glider */
        stamp(&g, 8, 12, (Offset[]){{0, 0}, {0, 1}, {0, 2}}, 3);                            /* blinker */
        stamp(&g, 10, 3, (Offset[]){{0, 0}, {0, 1}, {1, 0}, {1, 1}}, 4);                    /* block */
        stamp(&g, 4, 16, (Offset[]){{0, 1}, {0, 2}, {1, 0}, {1, 1}, {2, 1}}, 5);            /* r-pentomino */
        Grid history[8];
        int cycle = 0, oldest;
        printf("%s:", rules[k]);
        for (int gen = 0; gen < 60 && !cycle; gen++) {
            history[gen % 8] = g;
            g = step(&g, rule);
            for (int back = 1; back <= 8 && back <= gen + 1 && !cycle; back++)
                if (same_cells(&g, &history[(gen + 1 - back) % 8])) cycle = back;
            if (gen % 6 == 0) printf(" %d", population(&g, &oldest));
        }
        int pop = population(&g, &oldest);
        printf("\n  generation %d population %d oldest %d cycle %d\n", g.generation, pop, oldest, cycle);
        if (k == 0) draw(&g);
    }
    return 0;
}
