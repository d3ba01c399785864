/* A hashed timer wheel (256 slots of intrusive doubly linked timer lists) driving a small
 * network-protocol simulation: timers carry a callback function pointer and a context
 * union; callbacks re-arm or cancel other timers; the wheel handles expiries beyond one
 * rotation by counting remaining rounds. */
#include <stdio.h>
#include <stdlib.h>

enum { WHEEL_SLOTS = 256 };

typedef struct Timer Timer;
typedef struct Wheel Wheel;
typedef void (*TimerFn)(Wheel *, Timer *);

typedef enum { CTX_CONN, CTX_COUNTER } CtxKind;

struct Timer {
    Timer *prev, *next;
    unsigned long expires;
    unsigned rounds;
    TimerFn fire;
    CtxKind kind;
    union {
        struct { int conn_id; int retries; } conn;
        struct { long *target; int step; } counter;
    } ctx;
    int armed;
};

struct Wheel {
    Timer slots[WHEEL_SLOTS]; /* sentinels */
    unsigned long now;
    long fired, cancelled, rearmed;
    Timer *keepalive[4];
};

static void wheel_init(Wheel *w) {
    for (int i = 0; i < WHEEL_SLOTS; i++) w->slots[i].prev = w->slots[i].next = &w->slots[i];
    w->now = 0;
    w->fired = w->cancelled = w->rearmed = 0;
}

static void timer_add(Wheel *w, Timer *t, unsigned long delay) {
    if (delay == 0) delay = 1;
    t->expires = w->now + delay;
    t->rounds = (unsigned)((delay - 1) / WHEEL_SLOTS);
    Timer *head = &w->slots[t->expires % WHEEL_SLOTS];
    t->next = head;
    t->prev = head->prev;
    head->prev->next = t;
    head->prev = t;
    t->armed = 1;
}

static void timer_cancel(Wheel *w, Timer *t) {
    if (!t->armed) return;
    t->prev->next = t->next;
    t->next->prev = t->prev;
    t->armed = 0;
    w->cancelled++;
}

static void wheel_tick(Wheel *w) {
    w->now++;
    Timer *head = &w->slots[w->now % WHEEL_SLOTS];
    /* Detach the due timers first so callbacks may re-arm into this same slot safely. */
    Timer due = {0};
    due.prev = due.next = &due;
    for (Timer *t = head->next, *n; t != head; t = n) {
        n = t->next;
        if (t->rounds > 0) { t->rounds--; continue; }
        t->prev->next = t->next;
        t->next->prev = t->prev;
        t->next = &due;
        t->prev = due.prev;
        due.prev->next = t;
        due.prev = t;
    }
    while (due.next != &due) {
        Timer *t = due.next;
        due.next = t->next;
        t->next->prev = &due;
        t->armed = 0;
        w->fired++;
        t->fire(w, t);
    }
}

static void on_retransmit(Wheel *w, Timer *t) {
    printf("t=%4lu conn %d retransmit #%d\n", w->now, t->ctx.conn.conn_id, t->ctx.conn.retries);
    if (++t->ctx.conn.retries < 4) {
        timer_add(w, t, 100UL << t->ctx.conn.retries); /* exponential backoff */
        w->rearmed++;
    } else {
        printf("t=%4lu conn %d gave up; cancelling its keepalive\n", w->now, t->ctx.conn.conn_id);
        timer_cancel(w, w->keepalive[t->ctx.conn.conn_id]);
    }
}

static void on_keepalive(Wheel *w, Timer *t) {
    printf("t=%4lu conn %d keepalive\n", w->now, t->ctx.conn.conn_id);
    timer_add(w, t, 300);
    w->rearmed++;
}

static void on_count(Wheel *w, Timer *t) {
    *t->ctx.counter.target += t->ctx.counter.step;
    if (*t->ctx.counter.target < 50) {
        timer_add(w, t, (unsigned long)t->ctx.counter.step * 13u);
        w->rearmed++;
    }
}

int main(void) {
    static Wheel w;
    wheel_init(&w);
    Timer retrans[4], keep[4], counters[3];
    for (int i = 0; i < 4; i++) {
        retrans[i] = (Timer){.fire = on_retransmit, .kind = CTX_CONN, .ctx.conn = {i, 0}};
        keep[i] = (Timer){.fire = on_keepalive, .kind = CTX_CONN, .ctx.conn = {i, 0}};
        w.keepalive[i] = &keep[i];
        timer_add(&w, &retrans[i], 50 + 37UL * (unsigned long)i);
        timer_add(&w, &keep[i], 300 + 10UL * (unsigned long)i);
    }
    long total = 0;
    for (int i = 0; i < 3; i++) {
        counters[i] = (Timer){.fire = on_count, .kind = CTX_COUNTER, .ctx.counter = {&total, i + 2}};
        timer_add(&w, &counters[i], (unsigned long)(i + 1) * 5u);
    }
    timer_cancel(&w, &retrans[2]); /* conn 2 got its ack early */
    for (int tick = 0; tick < 2000; tick++) wheel_tick(&w);
    int still_armed = 0;
    for (int i = 0; i < 4; i++) still_armed += retrans[i].armed + keep[i].armed;
    printf("now %lu fired %ld cancelled %ld rearmed %ld total %ld still armed %d\n", w.now, w.fired, w.cancelled,
           w.rearmed, total, still_armed);
    return 0;
}
