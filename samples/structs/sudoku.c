/* A Sudoku solver whose search state is one struct (digits plus candidate bitmasks per
 * row, column and box) copied by value at every guess, so backtracking is just returning.
 * Constraint propagation fills naked singles; the search picks the cell with the fewest
 * candidates. Two puzzles are solved and checked. */
#include <stdio.h>
#include <stdint.h>

typedef struct {
    uint8_t cell[81];
    uint16_t row[9], col[9], box[9]; /* bit d set: digit d already used */
    int filled;
} Grid;

typedef struct { int ok; long guesses; Grid g; } Result;

static int box_of(int i) { return (i / 27) * 3 + (i % 9) / 3; }

static int place(Grid *g, int i, int d) {
    uint16_t bit = (uint16_t)(1u << d);
    int r = i / 9, c = i % 9, b = box_of(i);
    if ((g->row[r] | g->col[c] | g->box[b]) & bit)
        return 0;
    g->cell[i] = (uint8_t)d;
    g->row[r] |= bit;
    g->col[c] |= bit;
    g->box[b] |= bit;
    g->filled++;
    return 1;
}

static uint16_t candidates(const Grid *g, int i) {
    return (uint16_t)(~(g->row[i / 9] | g->col[i % 9] | g->box[box_of(i)]) & 0x3fe);
}

static int popcount(unsigned v) {
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

/* Fills every cell that has one candidate until none is left; 0 on a contradiction. */
static int propagate(Grid *g) {
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < 81; i++) {
            if (g->cell[i])
                continue;
            uint16_t m = candidates(g, i);
            if (m == 0)
                return 0;
            if ((m & (m - 1)) == 0) {
                int d = 0;
                while (!(m >> d & 1))
                    d++;
                place(g, i, d);
                changed = 1;
            }
        }
    }
    return 1;
}

static Result solve(Grid g, long guesses) {
    Result res = {0, guesses, g};
    if (!propagate(&g))
        return res;
    if (g.filled == 81) {
        res.ok = 1;
        res.g = g;
        return res;
    }
    int best = -1, best_n = 10;
    for (int i = 0; i < 81; i++)
        if (!g.cell[i]) {
            int n = popcount(candidates(&g, i));
            if (n < best_n) {
                best_n = n;
                best = i;
            }
        }
    uint16_t m = candidates(&g, best);
    for (int d = 1; d <= 9; d++) {
        if (!(m >> d & 1))
            continue;
        Grid next = g; /* the copy is the undo log */
        place(&next, best, d);
        Result r = solve(next, res.guesses + 1);
        res.guesses = r.guesses;
        if (r.ok)
            return r;
    }
    return res;
}

static Grid parse(const char *s) {
    Grid g = {{0}};
    for (int i = 0; i < 81; i++)
        if (s[i] >= '1' && s[i] <= '9')
            place(&g, i, s[i] - '0');
    return g;
}

static int valid(const Grid *g) {
    for (int u = 0; u < 9; u++)
        if (g->row[u] != 0x3fe || g->col[u] != 0x3fe || g->box[u] != 0x3fe)
            return 0;
    return g->filled == 81;
}

static void print(const Grid *g) {
    for (int r = 0; r < 9; r++) {
        if (r % 3 == 0)
            printf("+-------+-------+-------+\n");
        for (int c = 0; c < 9; c++)
            printf("%s%d", c % 3 == 0 ? "| " : "", g->cell[r * 9 + c]);
        printf(" |\n");
    }
    printf("+-------+-------+-------+\n");
}

int main(void) {
    const char *puzzles[] = {
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    };
    int solved = 0;
    for (int k = 0; k < 2; k++) {
        Grid start = parse(puzzles[k]);
        printf("puzzle %d: %d givens\n", k + 1, start.filled);
        Result r = solve(start, 0);
        if (r.ok)
            print(&r.g);
        int keeps = 1;
        for (int i = 0; i < 81; i++)
            if (puzzles[k][i] != '.' && r.g.cell[i] != puzzles[k][i] - '0')
                keeps = 0;
        printf("solved %d valid %d keeps givens %d guesses %ld, start grid untouched: %d\n", r.ok, valid(&r.g), keeps,
               r.guesses, start.filled == parse(puzzles[k]).filled);
        solved += r.ok && valid(&r.g) && keeps;
    }
    printf("sizeof(Grid) = %zu\n", sizeof(Grid));
    return solved == 2 ? 0 : 1;
}
