/* An event bus: observers subscribe callbacks with context pointers to named topics;
 * publishing dispatches in subscription order; handlers may unsubscribe themselves. */
#include <stdio.h>
#include <string.h>

enum topic { T_TEMPERATURE, T_DOOR, T_ALARM, T_COUNT };

static const char *const topic_names[T_COUNT] = {"temperature", "door", "alarm"};

struct event {
    enum topic topic;
    int value;
    int seq;
};

typedef int (*handler_fn)(const struct event *, void *ctx); /* returns 0 to unsubscribe */

struct subscription {
    handler_fn fn;
    void *ctx;
    int active;
};

#define MAX_SUBS 8

struct bus {
    struct subscription subs[T_COUNT][MAX_SUBS];
    int nsubs[T_COUNT];
    int seq;
    int delivered;
};

static int subscribe(struct bus *b, enum topic t, handler_fn fn, void *ctx)
{
    if (b->nsubs[t] == MAX_SUBS)
        return -1;
    struct subscription *s = &b->subs[t][b->nsubs[t]++];
    s->fn = fn;
    s->ctx = ctx;
    s->active = 1;
    return b->nsubs[t] - 1;
}

static void publish(struct bus *b, enum topic t, int value)
{
    struct event ev = {t, value, ++b->seq};
    int i;
    for (i = 0; i < b->nsubs[t]; i++) {
        struct subscription *s = &b->subs[t][i];
        if (!s->active)
            continue;
        b->delivered++;
        if (!s->fn(&ev, s->ctx))
            s->active = 0;
    }
}

struct thermostat {
    int target;
    int heater_on;
    int switches;
};

static int thermostat_on_temp(const struct event *e, void *ctx)
{
    struct thermostat *t = ctx;
    int want = e->value < t->target;
    if (want != t->heater_on) {
        t->heater_on = want;
        t->switches++;
        printf("  #%d thermostat: heater %s at %d\n", e->seq, want ? "on" : "off", e->value);
    }
    return 1;
}

struct logger {
    const char *prefix;
    int lines;
};

static int log_event(const struct event *e, void *ctx)
{
    struct logger *l = ctx;
    l->lines++;
    printf("  #%d %s %s=%d\n", e->seq, l->prefix, topic_names[e->topic], e->value);
    return 1;
}

struct once_counter {
    int remaining;
    int fired;
};

/* Handles a limited number of events, then unsubscribes. */
static int limited(const struct event *e, void *ctx)
{
    struct once_counter *c = ctx;
    c->fired++;
    printf("  #%d limited handler (%d left)\n", e->seq, c->remaining - 1);
    return --c->remaining > 0;
}

static struct bus *g_bus;

/* Door openings raise an alarm when too many in a row happen. */
static int door_watch(const struct event *e, void *ctx)
{
    int *opens = ctx;
    if (e->value)
        ++*opens;
    else
        *opens = 0;
    if (*opens >= 3) {
        publish(g_bus, T_ALARM, *opens);
        *opens = 0;
    }
    return 1;
}

int main(void)
{
    static struct bus bus;
    struct thermostat th = {20, 0, 0};
    struct logger all = {"log", 0}, alarms = {"ALARM", 0};
    struct once_counter twice = {2, 0};
    int opens = 0;
    g_bus = &bus;

    subscribe(&bus, T_TEMPERATURE, thermostat_on_temp, &th);
    subscribe(&bus, T_TEMPERATURE, log_event, &all);
    subscribe(&bus, T_DOOR, log_event, &all);
    subscribe(&bus, T_DOOR, door_watch, &opens);
    subscribe(&bus, T_ALARM, log_event, &alarms);
    subscribe(&bus, T_DOOR, limited, &twice);

    static const struct { enum topic t; int v; } script[] = {
        {T_TEMPERATURE, 22}, {T_TEMPERATURE, 19}, {T_DOOR, 1}, {T_DOOR, 1},
        {T_TEMPERATURE, 18}, {T_DOOR, 1},        {T_DOOR, 0}, {T_TEMPERATURE, 21},
        {T_DOOR, 1},        {T_DOOR, 1},        {T_DOOR, 1}, {T_TEMPERATURE, 20},
    };
    size_t i;
    for (i = 0; i < sizeof script / sizeof script[0]; i++) {
        printf("publish %s %d\n", topic_names[script[i].t], script[i].v);
        publish(&bus, script[i].t, script[i].v);
    }
    printf("heater %s, %d switches; log lines %d; alarms %d; limited fired %d; delivered %d\n",
           th.heater_on ? "on" : "off", th.switches, all.lines, alarms.lines, twice.fired,
           bus.delivered);
    return alarms.lines == 2 ? 0 : 1;
}
