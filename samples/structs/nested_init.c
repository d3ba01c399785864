/* Nested brace initializers with zero fill: a small game level described by a global
 * array of rooms, each holding arrays of structs, with partially written initializers,
 * brace elision, designated array elements and string members; the program walks the
 * level, checks the zero-filled parts, and finds the shortest route between rooms. */
#include <stdio.h>
#include <string.h>

enum dir { NORTH, EAST, SOUTH, WEST };

struct item { char name[12]; int weight; int value; };
struct exit_ { int to; enum dir dir; int locked; };
struct room {
    const char *title;
    struct item items[3];
    struct exit_ exits[4];
    int nexits;
    struct { int x, y; } at;
    unsigned visits;
};

static struct room level[6] = {
    {"hall", {{"lamp", 2, 10}, {"key", 1, 0}}, {{1, EAST}, {2, SOUTH}}, 2, {0, 0}},
    {"library", {{"book", 3, 25}}, {{0, WEST}, {3, SOUTH, 1}}, 2, {1, 0}},
    {"kitchen", {{"bread", 1, 2}, {"knife", 1, 8}, {"pot", 4, 5}},
     {{0, NORTH}, {3, EAST}, {4, SOUTH}}, 3, {0, 1}},
    {"study", {{"map", 0, 40}}, {{1, NORTH}, {2, WEST}, {5, SOUTH, 1}}, 3, {1, 1}},
    {.title = "cellar", .exits = {{2, NORTH}, {5, EAST}}, .nexits = 2, .at = {0, 2}},
    [5] = {"vault", {[2] = {"gold", 9, 500}}, {{3, NORTH}, {4, WEST}}, 2, {1, 2}},
};

/* Brace elision: the same kind of data written flat. */
static const int grid[3][4] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
static const struct { char tag; short vals[3]; } flat[] = {'a', 1, 2, 3, 'b', 4, 'c'};

static int shortest(int from, int to, int use_locked, int *path) {
    int prev[6], dist[6], queue[6], head = 0, tail = 0;
    for (int i = 0; i < 6; i++)
        dist[i] = -1;
    dist[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        int r = queue[head++];
        for (int e = 0; e < level[r].nexits; e++) {
            const struct exit_ *x = &level[r].exits[e];
            if (x->locked && !use_locked)
                continue;
            if (dist[x->to] < 0) {
                dist[x->to] = dist[r] + 1;
                prev[x->to] = r;
                queue[tail++] = x->to;
            }
        }
    }
    if (dist[to] < 0)
        return -1;
    for (int r = to, k = dist[to]; k >= 0; k--) {
        path[k] = r;
        if (k)
            r = prev[r];
    }
    return dist[to];
}

int main(void) {
    static const char *dname[] = {[NORTH] = "N", [EAST] = "E", [SOUTH] = "S", [WEST] = "W"};
    int total_value = 0, empty_slots = 0;
    for (int r = 0; r < 6; r++) {
        const struct room *rm = &level[r];
        printf("%-8s at (%d,%d) exits:", rm->title, rm->at.x, rm->at.y);
        for (int e = 0; e < rm->nexits; e++)
            printf(" %s->%d%s", dname[rm->exits[e].dir], rm->exits[e].to,
                   rm->exits[e].locked ? "(locked)" : "");
        printf(" | items:");
        for (int i = 0; i < 3; i++) {
            const struct item *it = &rm->items[i];
            if (it->name[0] == '\0') {
                empty_slots++;
                /* A zero-filled slot: every byte of the name and both numbers are zero. */
                int zero = it->weight == 0 && it->value == 0;
                for (size_t k = 0; k < sizeof it->name; k++)
                    zero &= it->name[k] == 0;
                printf(" -%s", zero ? "" : "(dirty!)");
                continue;
            }
            total_value += it->value;
            printf(" %s(%d,%d)", it->name, it->weight, it->value);
        }
        printf(" visits=%u\n", rm->visits);
    }
    printf("total value %d, empty slots %d\n", total_value, empty_slots);
    int unused_exits = 0;
    for (int r = 0; r < 6; r++)
        for (int e = level[r].nexits; e < 4; e++)
            unused_exits += level[r].exits[e].to == 0 && level[r].exits[e].dir == NORTH &&
                            level[r].exits[e].locked == 0;
    printf("zeroed unused exits: %d\n", unused_exits);

    int path[6];
    for (int use = 0; use < 2; use++) {
        int n = shortest(0, 5, use, path);
        printf("hall -> vault %s locked doors: %d steps:", use ? "with" : "without", n);
        for (int k = 0; k <= n; k++) {
            level[path[k]].visits++;
            printf(" %s", level[path[k]].title);
        }
        printf("\n");
    }
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 4; j++)
            printf("%d ", grid[i][j]);
        printf("\n");
    }
    for (size_t i = 0; i < sizeof flat / sizeof flat[0]; i++)
        printf("%c: %d %d %d\n", flat[i].tag, flat[i].vals[0], flat[i].vals[1], flat[i].vals[2]);
    struct room copy = level[4];
    strcpy(copy.items[0].name, "rope");
    printf("copy has %s, original slot empty: %d, visits %u/%u\n", copy.items[0].name,
           level[4].items[0].name[0] == 0, copy.visits, level[5].visits);
    return total_value == 590 ? 0 : 1;
}
