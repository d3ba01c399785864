/* Enums as array indices and as states: tables built with designated initializers
 * (`[RED] = "red"`), a traffic-light controller and a vending machine as state machines
 * driven by tables of transitions, and enum values used in switch and array sizes. */
#include <stdio.h>

enum color { RED, AMBER, GREEN, COLOR_COUNT };
enum event { TICK, BUTTON, FAULT, RESET, EVENT_COUNT };
enum coin { NICKEL = 5, DIME = 10, QUARTER = 25 };
enum vstate { IDLE, COLLECTING, VENDING, REFUNDING, VSTATE_COUNT };

static const char *const color_name[COLOR_COUNT] = {
    [GREEN] = "green", [RED] = "red", [AMBER] = "amber",
};
static const int duration[] = {[RED] = 4, [GREEN] = 3, [AMBER] = 1};
static const char *const event_name[] = {
    [TICK] = "tick", [BUTTON] = "button", [FAULT] = "fault", [RESET] = "reset",
};

/* -1 means "stay"; FAULT sends everything to flashing AMBER, which only RESET leaves. */
static const int next_on[COLOR_COUNT][EVENT_COUNT] = {
    [RED] = {[TICK] = GREEN, [BUTTON] = -1, [FAULT] = AMBER, [RESET] = RED},
    [AMBER] = {[TICK] = RED, [BUTTON] = -1, [FAULT] = AMBER, [RESET] = RED},
    [GREEN] = {[TICK] = AMBER, [BUTTON] = AMBER, [FAULT] = AMBER, [RESET] = RED},
};

struct light {
    enum color color;
    int remaining;
    int faulted;
    unsigned changes;
};

static void light_event(struct light *l, enum event e) {
    if (l->faulted && e != RESET)
        return;
    if (e == TICK && --l->remaining > 0)
        return;
    int nx = next_on[l->color][e];
    if (nx < 0)
        return;
    if (e == FAULT)
        l->faulted = 1;
    if (e == RESET)
        l->faulted = 0;
    if ((enum color)nx != l->color)
        l->changes++;
    l->color = (enum color)nx;
    l->remaining = duration[l->color];
}

static const char *vname(enum vstate s) {
    switch (s) {
    case IDLE: return "idle";
    case COLLECTING: return "collecting";
    case VENDING: return "vending";
    case REFUNDING: return "refunding";
    default: return "?";
    }
}

struct vending {
    enum vstate state;
    int credit, sold, refunded;
};

enum { PRICE = 65 };

static void insert(struct vending *v, enum coin c) {
    switch (v->state) {
    case IDLE:
    case COLLECTING:
        v->credit += c;
        v->state = v->credit >= PRICE ? VENDING : COLLECTING;
        break;
    default:
        v->refunded += c; /* machine busy: coin goes straight back */
    }
}

static void settle(struct vending *v) {
    if (v->state == VENDING) {
        v->sold++;
        v->credit -= PRICE;
        v->state = v->credit > 0 ? REFUNDING : IDLE;
    }
    if (v->state == REFUNDING) {
        v->refunded += v->credit;
        v->credit = 0;
        v->state = IDLE;
    }
}

int main(void) {
    struct light l = {RED, 4, 0, 0};
    enum event script[] = {TICK, TICK, BUTTON, TICK, TICK, TICK, BUTTON, TICK, TICK, TICK,
                           FAULT, TICK, BUTTON, RESET, TICK, TICK, TICK, TICK, TICK, BUTTON};
    int counts[COLOR_COUNT] = {0};
    for (unsigned i = 0; i < sizeof script / sizeof script[0]; i++) {
        light_event(&l, script[i]);
        counts[l.color]++;
        printf("%2u %-6s -> %-5s (%d left%s)\n", i, event_name[script[i]], color_name[l.color],
               l.remaining, l.faulted ? ", flashing" : "");
    }
    printf("changes %u; time in", l.changes);
    for (enum color c = RED; c < COLOR_COUNT; c++)
        printf(" %s=%d", color_name[c], counts[c]);
    printf("\n");

    struct vending v = {IDLE, 0, 0, 0};
    enum coin coins[] = {QUARTER, QUARTER, DIME, NICKEL, QUARTER, QUARTER, QUARTER, DIME, DIME};
    for (unsigned i = 0; i < sizeof coins / sizeof coins[0]; i++) {
        insert(&v, coins[i]);
        printf("coin %2d: %-10s credit %d\n", (int)coins[i], vname(v.state), v.credit);
        if (v.state == VENDING) {
            settle(&v);
            printf("  vend! now %s, refunded so far %d\n", vname(v.state), v.refunded);
        }
    }
    printf("sold %d, refunded %d, credit %d, sizeof(enum coin) %zu\n", v.sold, v.refunded, v.credit,
           sizeof(enum coin));
    char bucket[QUARTER / NICKEL];
    printf("array sized by enum expression: %zu\n", sizeof bucket);
    return v.sold == 2 ? 0 : 1;
}
