/* Structs containing arrays, copied by plain assignment: a Connect-Four-like game on a
 * 6x7 board held in a struct, searched by negamax with alpha-beta where every move makes
 * a fresh copy of the position (no undo), an undo history as an array of whole-board
 * snapshots, and equality of positions by comparing the arrays member by member. */
#include <stdio.h>
#include <string.h>

#define ROWS 6
#define COLS 7

typedef struct {
    char cell[ROWS][COLS]; /* '.', 'X' or 'O' */
    int height[COLS];
    int moves;
    char to_move;
} Board;

static Board empty_board(void) {
    Board b;
    memset(b.cell, '.', sizeof b.cell);
    memset(b.height, 0, sizeof b.height);
    b.moves = 0;
    b.to_move = 'X';
    return b;
}

static Board play(Board b, int col) {
    b.cell[b.height[col]++][col] = b.to_move;
    b.moves++;
    b.to_move = b.to_move == 'X' ? 'O' : 'X';
    return b;
}

static int wins(const Board *b, char who) {
    static const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            for (int d = 0; d < 4; d++) {
                int k = 0;
                while (k < 4) {
                    int rr = r + dirs[d][0] * k, cc = c + dirs[d][1] * k;
                    if (rr < 0 || rr >= ROWS || cc < 0 || cc >= COLS || b->cell[rr][cc] != who)
                        break;
                    k++;
                }
                if (k == 4)
                    return 1;
            }
    return 0;
}

/* Heuristic: count of open centre-column pieces, from the mover's point of view. */
static int evaluate(const Board *b) {
    int s = 0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 2; c <= 4; c++)
            s += (b->cell[r][c] == b->to_move) - (b->cell[r][c] != '.' && b->cell[r][c] != b->to_move);
    return s;
}

static long nodes;

static int negamax(Board b, int depth, int alpha, int beta) {
    nodes++;
    char last = b.to_move == 'X' ? 'O' : 'X';
    if (wins(&b, last))
        return -1000 - depth;
    if (b.moves == ROWS * COLS)
        return 0;
    if (depth == 0)
        return evaluate(&b);
    static const int order[COLS] = {3, 2, 4, 1, 5, 0, 6};
    for (int i = 0; i < COLS; i++) {
        int c = order[i];
        if (b.height[c] == ROWS)
            continue;
        int v = -negamax(play(b, c), depth - 1, -beta, -alpha);
        if (v > alpha)
            alpha = v;
        if (alpha >= beta)
            break;
    }
    return alpha;
}

static int best_move(Board b, int depth) {
    int best = -1, best_v = -100000;
    static const int order[COLS] = {3, 2, 4, 1, 5, 0, 6};
    for (int i = 0; i < COLS; i++) {
        int c = order[i];
        if (b.height[c] == ROWS)
            continue;
        int v = -negamax(play(b, c), depth - 1, -100000, 100000);
        if (v > best_v) {
            best_v = v;
            best = c;
        }
    }
    return best;
}

static int same(const Board *a, const Board *b) {
    return memcmp(a->cell, b->cell, sizeof a->cell) == 0 &&
           memcmp(a->height, b->height, sizeof a->height) == 0 && a->moves == b->moves &&
           a->to_move == b->to_move;
}

static void show(const Board *b) {
    for (int r = ROWS - 1; r >= 0; r--)
        printf("  %.*s\n", COLS, b->cell[r]);
}

int main(void) {
    Board history[ROWS * COLS + 1];
    Board b = empty_board();
    history[0] = b;
    int opening[] = {3, 3, 2, 4};
    for (int i = 0; i < 4; i++) {
        b = play(b, opening[i]);
        history[b.moves] = b;
    }
    char winner = 0;
    while (!winner && b.moves < ROWS * COLS) {
        int depth = b.to_move == 'X' ? 6 : 4;
        int c = best_move(b, depth);
        b = play(b, c);
        history[b.moves] = b;
        printf("move %2d: %c plays column %d\n", b.moves, b.to_move == 'X' ? 'O' : 'X', c);
        if (wins(&b, 'X'))
            winner = 'X';
        else if (wins(&b, 'O'))
            winner = 'O';
    }
    show(&b);
    printf("winner: %c after %d moves, %ld nodes searched\n", winner ? winner : '-', b.moves, nodes);
    /* Undo three moves by restoring a snapshot; replaying them gives the same board. */
    Board back = history[b.moves - 3];
    int replay[3];
    for (int k = 0; k < 3; k++)
        for (int c = 0; c < COLS; c++)
            if (history[b.moves - 2 + k].height[c] != history[b.moves - 3 + k].height[c])
                replay[k] = c;
    for (int k = 0; k < 3; k++)
        back = play(back, replay[k]);
    printf("undo 3 + replay equals final: %s; snapshot 4 unchanged: %s\n",
           same(&back, &b) ? "yes" : "no", history[4].moves == 4 && history[4].cell[0][3] == 'X' ? "yes" : "no");
    return same(&back, &b) ? 0 : 1;
}
