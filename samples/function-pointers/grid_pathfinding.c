/* Grid path finding with pluggable parts: A* takes a heuristic function pointer
 * (zero = Dijkstra, Manhattan, octile, Chebyshev) and a neighbour generator (4-way or
 * 8-way moves with costs); a binary heap of node structs ordered by (f, g, id). Prints
 * path costs, expansions and the path drawn on the map. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define W 20
#define H 10

static const char *const map_rows[H] = {
    "....................",
    "..######.......#....",
    "..#....#..####.#....",
    "..#.S..#.....#.#....",
    "..#....#####.#.#....",
    "..###.........##....",
    "......##.##.........",
    ".####.#...#.#######.",
    "......#.G.#.........",
    "......#...#.........",
};

struct move { int dx, dy, cost; };       /* cost in tenths: 10 straight, 14 diagonal */
typedef int (*heuristic_fn)(int x, int y, int gx, int gy);
typedef int (*neighbours_fn)(struct move out[8]);

static int h_zero(int x, int y, int gx, int gy) { (void)x; (void)y; (void)gx; (void)gy; return 0; }
static int h_manhattan(int x, int y, int gx, int gy) { return 10 * (abs(x - gx) + abs(y - gy)); }
static int h_chebyshev(int x, int y, int gx, int gy)
{
    int dx = abs(x - gx), dy = abs(y - gy);
    return 10 * (dx > dy ? dx : dy);
}
static int h_octile(int x, int y, int gx, int gy)
{
    int dx = abs(x - gx), dy = abs(y - gy), lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    return 14 * lo + 10 * (hi - lo);
}

static int four_way(struct move out[8])
{
    static const struct move m[4] = {{1, 0, 10}, {-1, 0, 10}, {0, 1, 10}, {0, -1, 10}};
    memcpy(out, m, sizeof m);
    return 4;
}
static int eight_way(struct move out[8])
{
    static const struct move m[8] = {{1, 0, 10}, {-1, 0, 10}, {0, 1, 10}, {0, -1, 10},
                                     {1, 1, 14}, {1, -1, 14}, {-1, 1, 14}, {-1, -1, 14}};
    memcpy(out, m, sizeof m);
    return 8;
}

struct qnode { int f, g, id; };
struct pq { struct qnode a[W * H * 8]; int n; };

static int qless(const struct qnode *x, const struct qnode *y)
{
    if (x->f != y->f) return x->f < y->f;
    if (x->g != y->g) return x->g > y->g;     /* prefer deeper nodes on ties */
    return x->id < y->id;
}
static void qpush(struct pq *q, struct qnode v)
{
    int i = q->n++;
    while (i && qless(&v, &q->a[(i - 1) / 2])) { q->a[i] = q->a[(i - 1) / 2]; i = (i - 1) / 2; }
    q->a[i] = v;
}
static struct qnode qpop(struct pq *q)
{
    struct qnode top = q->a[0], last = q->a[--q->n];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= q->n) break;
        if (c + 1 < q->n && qless(&q->a[c + 1], &q->a[c])) c++;
        if (!qless(&q->a[c], &last)) break;
        q->a[i] = q->a[c];
        i = c;
    }
    if (q->n) q->a[i] = last;
    return top;
}

static int find(int *sx, int *sy, char ch)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            if (map_rows[y][x] == ch) { *sx = x; *sy = y; return 1; }
    return 0;
}

static int astar(heuristic_fn h, neighbours_fn nb, int draw, int *expanded)
{
    static struct pq q;
    int best[W * H], from[W * H], closed[W * H];
    int sx, sy, gx, gy;
    struct move moves[8];
    int nm = nb(moves);
    find(&sx, &sy, 'S');
    find(&gx, &gy, 'G');
    for (int i = 0; i < W * H; i++) { best[i] = 1 << 29; from[i] = -1; closed[i] = 0; }
    q.n = 0;
    *expanded = 0;
    best[sy * W + sx] = 0;
    qpush(&q, (struct qnode){h(sx, sy, gx, gy), 0, sy * W + sx});
    while (q.n) {
        struct qnode cur = qpop(&q);
        if (closed[cur.id]) continue;
        closed[cur.id] = 1;
        ++*expanded;
        int x = cur.id % W, y = cur.id / W;
        if (x == gx && y == gy) {
            if (draw) {
                char grid[H][W + 1];
                for (int r = 0; r < H; r++) strcpy(grid[r], map_rows[r]);
                for (int p = from[cur.id]; p >= 0 && from[p] >= 0; p = from[p]) grid[p / W][p % W] = '*';
                for (int r = 0; r < H; r++) printf("    %s\n", grid[r]);
            }
            return cur.g;
        }
        for (int k = 0; k < nm; k++) {
            int nx = x + moves[k].dx, ny = y + moves[k].dy;
            if (nx < 0 || ny < 0 || nx >= W || ny >= H || map_rows[ny][nx] == '#') continue;
            /* no corner cutting on diagonals */
            if (moves[k].dx && moves[k].dy && (map_rows[y][nx] == '#' || map_rows[ny][x] == '#')) continue;
            int id = ny * W + nx, g = cur.g + moves[k].cost;
            if (g < best[id]) {
                best[id] = g;
                from[id] = cur.id;
                qpush(&q, (struct qnode){g + h(nx, ny, gx, gy), g, id});
            }
        }
    }
    return -1;
}

int main(void)
{
    static const struct { const char *name; heuristic_fn h; } hs[] = {
        {"dijkstra", h_zero}, {"manhattan", h_manhattan}, {"chebyshev", h_chebyshev}, {"octile", h_octile}};
    static const struct { const char *name; neighbours_fn nb; } ns[] = {{"4-way", four_way}, {"8-way", eight_way}};
    for (int n = 0; n < 2; n++)
        for (int k = 0; k < 4; k++) {
            int expanded;
            int draw = k == 3;
            if (draw) printf("%s path:\n", ns[n].name);
            int cost = astar(hs[k].h, ns[n].nb, draw, &expanded);
            printf("%-6s %-10s cost %3d.%d expanded %3d\n", ns[n].name, hs[k].name, cost / 10, cost % 10, expanded);
        }
    return 0;
}
