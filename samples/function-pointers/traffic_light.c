/* The state pattern: a traffic-light controller whose states are const structs of
 * function pointers (enter, tick, on_button, on_fault); a pedestrian crossing, a night
 * mode and a fault mode, driven by a scripted sequence of inputs. */
#include <stdio.h>

struct controller;

struct state {
    const char *name;
    char lamp;                                     /* R, Y, G or F (flashing) */
    void (*enter)(struct controller *);
    const struct state *(*tick)(struct controller *);
    const struct state *(*on_button)(struct controller *);
    const struct state *(*on_fault)(struct controller *);
};

struct controller {
    const struct state *current;
    int timer;               /* ticks spent in the current state */
    int button_pending;
    int night;
    int crossings;
    int transitions;
    char trace[128];
    int ntrace;
};

extern const struct state RED, RED_YELLOW, GREEN, YELLOW, WALK, FLASHING;

static void no_enter(struct controller *c) { (void)c; }
static void walk_enter(struct controller *c) { c->crossings++; c->button_pending = 0; }
static const struct state *stay(struct controller *c) { return c->current; }
static const struct state *to_flashing(struct controller *c) { (void)c; return &FLASHING; }
static const struct state *remember_button(struct controller *c)
{
    c->button_pending = 1;
    return c->current;
}

static const struct state *red_tick(struct controller *c)
{
    if (c->night) return &FLASHING;
    if (c->button_pending && c->timer >= 1) return &WALK;
    return c->timer >= 4 ? &RED_YELLOW : &RED;
}
static const struct state *red_yellow_tick(struct controller *c) { return c->timer >= 1 ? &GREEN : &RED_YELLOW; }
static const struct state *green_tick(struct controller *c)
{
    /* A pending request shortens green to its minimum of 3 ticks. */
    int limit = c->button_pending ? 3 : 6;
    return c->timer >= limit ? &YELLOW : &GREEN;
}
static const struct state *yellow_tick(struct controller *c) { return c->timer >= 2 ? &RED : &YELLOW; }
static const struct state *walk_tick(struct controller *c) { return c->timer >= 5 ? &RED_YELLOW : &WALK; }
static const struct state *flashing_tick(struct controller *c)
{
    return !c->night && c->timer >= 3 ? &RED : &FLASHING;
}

const struct state RED = {"red", 'R', no_enter, red_tick, remember_button, to_flashing};
const struct state RED_YELLOW = {"red+yellow", 'r', no_enter, red_yellow_tick, remember_button, to_flashing};
const struct state GREEN = {"green", 'G', no_enter, green_tick, remember_button, to_flashing};
const struct state YELLOW = {"yellow", 'Y', no_enter, yellow_tick, remember_button, to_flashing};
const struct state WALK = {"walk", 'W', walk_enter, walk_tick, stay, to_flashing};
const struct state FLASHING = {"flashing", 'F', no_enter, flashing_tick, stay, stay};

static void transition(struct controller *c, const struct state *next)
{
    if (next == c->current) return;
    printf("  %-10s -> %s\n", c->current->name, next->name);
    c->current = next;
    c->timer = 0;
    c->transitions++;
    next->enter(c);
}

enum input { TICK, BUTTON, FAULT, DUSK, DAWN };

static void feed(struct controller *c, enum input in)
{
    switch (in) {
    case TICK:
        c->timer++;
        transition(c, c->current->tick(c));
        if (c->ntrace < (int)sizeof c->trace - 1) c->trace[c->ntrace++] = c->current->lamp;
        break;
    case BUTTON: transition(c, c->current->on_button(c)); break;
    case FAULT: printf("  fault!\n"); transition(c, c->current->on_fault(c)); break;
    case DUSK: c->night = 1; break;
    case DAWN: c->night = 0; break;
    }
}

int main(void)
{
    struct controller c = {&RED, 0, 0, 0, 0, 0, {0}, 0};
    static const char script[] = "ttttttttttttbtttttttttttttbttbttttttttttttfttttnttttttdtttttttttbtttttttttt";
    int i;
    for (i = 0; script[i]; i++) {
        switch (script[i]) {
        case 't': feed(&c, TICK); break;
        case 'b': printf("  [button at %d]\n", i); feed(&c, BUTTON); break;
        case 'f': feed(&c, FAULT); break;
        case 'n': printf("  [dusk]\n"); feed(&c, DUSK); break;
        case 'd': printf("  [dawn]\n"); feed(&c, DAWN); break;
        }
    }
    c.trace[c.ntrace] = '\0';
    printf("trace %s\n", c.trace);
    printf("%d transitions, %d crossings, ending %s\n", c.transitions, c.crossings, c.current->name);
    return 0;
}
