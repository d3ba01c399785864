/* A text adventure as a state machine: room structs with exits, items and a
 * function-pointer action per verb; the player's moves come from a fixed script. */
#include <stdio.h>
#include <string.h>

enum room_id { HALL, LIBRARY, KITCHEN, CELLAR, GARDEN, VAULT, NROOMS, NOWHERE = -1 };
enum dir { NORTH, SOUTH, EAST, WEST, DOWN, UP, NDIRS };

static const char *const dir_names[NDIRS] = {"north", "south", "east", "west", "down", "up"};

struct room {
    const char *name;
    int exits[NDIRS];
    const char *item;      /* item lying here, or NULL */
    int locked;            /* exits into this room need the key */
    int visits;
};

struct game {
    struct room rooms[NROOMS];
    enum room_id at;
    const char *inventory[4];
    int ninv;
    int moves, score;
    int over;
};

typedef void (*action_fn)(struct game *, const char *arg);

static int parse_dir(const char *s)
{
    int d;
    for (d = 0; d < NDIRS; d++)
        if (strcmp(s, dir_names[d]) == 0) return d;
    return -1;
}

static int has(const struct game *g, const char *item)
{
    int i;
    for (i = 0; i < g->ninv; i++)
        if (strcmp(g->inventory[i], item) == 0) return 1;
    return 0;
}

static void do_look(struct game *g, const char *arg)
{
    const struct room *r = &g->rooms[g->at];
    int d;
    (void)arg;
    printf("  %s (visit %d). Exits:", r->name, r->visits);
    for (d = 0; d < NDIRS; d++)
        if (r->exits[d] != NOWHERE) printf(" %s", dir_names[d]);
    if (r->item) printf(". You see a %s", r->item);
    printf(".\n");
}

static void do_go(struct game *g, const char *arg)
{
    int d = parse_dir(arg);
    int to;
    if (d < 0 || (to = g->rooms[g->at].exits[d]) == NOWHERE) {
        printf("  You can't go %s.\n", arg);
        return;
    }
    if (g->rooms[to].locked && !has(g, "key")) {
        printf("  The way %s is locked.\n", arg);
        return;
    }
    if (g->rooms[to].locked) {
        g->rooms[to].locked = 0;
        g->score += 10;
        printf("  You unlock the door.\n");
    }
    g->at = to;
    if (g->rooms[to].visits++ == 0) g->score += 5;
    do_look(g, "");
}

static void do_take(struct game *g, const char *arg)
{
    struct room *r = &g->rooms[g->at];
    if (!r->item || strcmp(r->item, arg) != 0) {
        printf("  There is no %s here.\n", arg);
        return;
    }
    if (g->ninv == 4) {
        printf("  Your hands are full.\n");
        return;
    }
    g->inventory[g->ninv++] = r->item;
    r->item = NULL;
    g->score += 3;
    printf("  Taken: %s.\n", arg);
}

static void do_inventory(struct game *g, const char *arg)
{
    int i;
    (void)arg;
    printf("  You carry:");
    for (i = 0; i < g->ninv; i++) printf(" %s", g->inventory[i]);
    printf("%s\n", g->ninv ? "" : " nothing");
}

static void do_open(struct game *g, const char *arg)
{
    if (g->at == VAULT && strcmp(arg, "chest") == 0) {
        if (has(g, "lamp")) {
            printf("  By lamplight you open the chest: treasure!\n");
            g->score += 50;
            g->over = 1;
        } else {
            printf("  It is too dark to find the latch.\n");
        }
        return;
    }
    printf("  You can't open that.\n");
}

static const struct { const char *verb; action_fn fn; } verbs[] = {
    {"look", do_look}, {"go", do_go}, {"take", do_take},
    {"inventory", do_inventory}, {"open", do_open},
};

static void command(struct game *g, const char *line)
{
    char verb[16], arg[16];
    size_t i;
    arg[0] = '\0';
    if (sscanf(line, "%15s %15s", verb, arg) < 1) return;
    g->moves++;
    printf("> %s\n", line);
    for (i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (strcmp(verbs[i].verb, verb) == 0) {
            verbs[i].fn(g, arg);
            return;
        }
    if (parse_dir(verb) >= 0) { do_go(g, verb); return; }
    printf("  I don't know how to %s.\n", verb);
}

int main(void)
{
    struct game g = {
        .rooms = {
            [HALL] = {"Hall", {LIBRARY, GARDEN, KITCHEN, NOWHERE, NOWHERE, NOWHERE}, NULL, 0, 1},
            [LIBRARY] = {"Library", {NOWHERE, HALL, NOWHERE, NOWHERE, NOWHERE, NOWHERE}, "lamp", 0, 0},
            [KITCHEN] = {"Kitchen", {NOWHERE, NOWHERE, NOWHERE, HALL, CELLAR, NOWHERE}, "bread", 0, 0},
            [CELLAR] = {"Cellar", {NOWHERE, NOWHERE, VAULT, NOWHERE, NOWHERE, KITCHEN}, NULL, 0, 0},
            [GARDEN] = {"Garden", {HALL, NOWHERE, NOWHERE, NOWHERE, NOWHERE, NOWHERE}, "key", 0, 0},
            [VAULT] = {"Vault", {NOWHERE, NOWHERE, NOWHERE, CELLAR, NOWHERE, NOWHERE}, NULL, 1, 0},
        },
        .at = HALL,
    };
    static const char *script[] = {
        "look", "go west", "east", "down", "east", "up", "west", "dance", "south",
        "take key", "take key", "north", "north", "take lamp", "south", "east",
        "take bread", "inventory", "down", "east", "open door", "open chest", "look",
    };
    size_t i;
    for (i = 0; i < sizeof script / sizeof script[0] && !g.over; i++)
        command(&g, script[i]);
    printf("game %s after %d moves, score %d\n", g.over ? "won" : "unfinished", g.moves, g.score);
    for (i = 0; i < NROOMS; i++)
        printf("  %-8s visited %d times\n", g.rooms[i].name, g.rooms[i].visits);
    return g.over ? 0 : 3;
}
