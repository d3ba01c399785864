/* A round-robin tournament of iterated prisoner's dilemma strategies: each player is a
 * struct with a name and a move function pointer that sees the history; a payoff
 * matrix, a ranking sorted by a comparator with tie-breaks, and a deterministic
 * "random" strategy with its own generator state. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum move { COOPERATE, DEFECT };

struct history {
    enum move mine[64], theirs[64];
    int n;
};

struct player;
typedef enum move (*strategy_fn)(struct player *self, const struct history *h);

struct player {
    const char *name;
    strategy_fn move;
    unsigned rng;
    long score;
    int wins, draws;
};

static enum move always_c(struct player *p, const struct history *h) { (void)p; (void)h; return COOPERATE; }
static enum move always_d(struct player *p, const struct history *h) { (void)p; (void)h; return DEFECT; }
static enum move tit_for_tat(struct player *p, const struct history *h)
{
    (void)p;
    return h->n ? h->theirs[h->n - 1] : COOPERATE;
}
static enum move grudger(struct player *p, const struct history *h)
{
    (void)p;
    for (int i = 0; i < h->n; i++)
        if (h->theirs[i] == DEFECT) return DEFECT;
    return COOPERATE;
}
static enum move pavlov(struct player *p, const struct history *h)
{
    (void)p;
    if (!h->n) return COOPERATE;
    /* win-stay, lose-shift: repeat if the opponent cooperated, else switch */
    enum move last = h->mine[h->n - 1];
    return h->theirs[h->n - 1] == COOPERATE ? last : (enum move)!last;
}
static enum move tit_for_two_tats(struct player *p, const struct history *h)
{
    (void)p;
    return h->n >= 2 && h->theirs[h->n - 1] == DEFECT && h->theirs[h->n - 2] == DEFECT ? DEFECT : COOPERATE;
}
static enum move noisy(struct player *p, const struct history *h)
{
    p->rng = p->rng * 1103515245u + 12345u;
    if (((p->rng >> 16) & 7) == 0) return DEFECT;     /* defects one time in eight */
    return tit_for_tat(p, h);
}
static enum move alternator(struct player *p, const struct history *h) { (void)p; return h->n % 2 ? DEFECT : COOPERATE; }

static const int payoff[2][2] = {{3, 0}, {5, 1}};   /* [my move][their move] */

static void play(struct player *a, struct player *b, int rounds, int *sa, int *sb)
{
    struct history ha, hb;
    memset(&ha, 0, sizeof ha);
    memset(&hb, 0, sizeof hb);
    *sa = *sb = 0;
    for (int r = 0; r < rounds; r++) {
        enum move ma = a->move(a, &ha), mb = b->move(b, &hb);
        *sa += payoff[ma][mb];
        *sb += payoff[mb][ma];
        ha.mine[ha.n] = ma; ha.theirs[ha.n++] = mb;
        hb.mine[hb.n] = mb; hb.theirs[hb.n++] = ma;
    }
}

static int by_rank(const void *x, const void *y)
{
    const struct player *a = x, *b = y;
    if (a->score != b->score) return a->score < b->score ? 1 : -1;
    if (a->wins != b->wins) return b->wins - a->wins;
    return strcmp(a->name, b->name);
}

int main(void)
{
    struct player players[] = {
        {"always-c", always_c, 0, 0, 0, 0}, {"always-d", always_d, 0, 0, 0, 0},
        {"tit-for-tat", tit_for_tat, 0, 0, 0, 0}, {"grudger", grudger, 0, 0, 0, 0},
        {"pavlov", pavlov, 0, 0, 0, 0}, {"tf2t", tit_for_two_tats, 0, 0, 0, 0},
        {"noisy-tft", noisy, 99, 0, 0, 0}, {"alternator", alternator, 0, 0, 0, 0},
    };
    int n = (int)(sizeof players / sizeof players[0]);
    printf("%-12s", "");
    for (int j = 0; j < n; j++) printf(" %5.5s", players[j].name);
    printf("\n");
    static int grid[8][8];
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            int si, sj;
            play(&players[i], &players[j], 50, &si, &sj);
            grid[i][j] = si;
            grid[j][i] = sj;
            players[i].score += si;
            players[j].score += sj;
            if (si > sj) players[i].wins++;
            else if (sj > si) players[j].wins++;
            else { players[i].draws++; players[j].draws++; }
        }
    for (int i = 0; i < n; i++) {
        printf("%-12s", players[i].name);
        for (int j = 0; j < n; j++)
            if (i == j) printf("     -");
            else printf(" %5d", grid[i][j]);
        printf("\n");
    }
    qsort(players, (size_t)n, sizeof players[0], by_rank);
    printf("ranking:\n");
    for (int i = 0; i < n; i++)
        printf("%d. %-12s %5ld points, %d wins, %d draws\n", i + 1, players[i].name, players[i].score,
               players[i].wins, players[i].draws);
    return 0;
}
