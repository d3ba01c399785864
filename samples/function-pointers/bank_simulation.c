/* A discrete-event simulation of a bank: a binary min-heap of event structs ordered by
 * (time, sequence), each event carrying a handler function pointer; tellers, a FIFO
 * queue of customers and statistics, with a deterministic pseudo-random generator. */
#include <stdio.h>
#include <stdlib.h>

struct sim;
struct event;
typedef void (*event_fn)(struct sim *, const struct event *);

struct event {
    long time;
    long seq;               /* tie-breaker keeps the order total */
    event_fn handle;
    int customer;
    int teller;
};

struct customer {
    long arrived;
    long service;
    long started;
};

#define NTELLERS 3
#define MAXCUST 200

struct sim {
    struct event heap[512];
    int nheap;
    long seq;
    long now;
    unsigned rng;
    struct customer cust[MAXCUST];
    int ncust;
    int queue[MAXCUST];
    int qhead, qtail;
    int busy[NTELLERS];
    long busy_time[NTELLERS];
    int served[NTELLERS];
    long total_wait, max_wait;
    int max_queue;
    long closing;
};

static int before(const struct event *a, const struct event *b)
{
    return a->time != b->time ? a->time < b->time : a->seq < b->seq;
}

static void schedule(struct sim *s, long time, event_fn fn, int customer, int teller)
{
    int i = s->nheap++;
    struct event ev = {time, s->seq++, fn, customer, teller};
    while (i > 0 && before(&ev, &s->heap[(i - 1) / 2])) {
        s->heap[i] = s->heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    s->heap[i] = ev;
}

static struct event pop_event(struct sim *s)
{
    struct event top = s->heap[0], last = s->heap[--s->nheap];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= s->nheap) break;
        if (c + 1 < s->nheap && before(&s->heap[c + 1], &s->heap[c])) c++;
        if (!before(&s->heap[c], &last)) break;
        s->heap[i] = s->heap[c];
        i = c;
    }
    if (s->nheap > 0) s->heap[i] = last;
    return top;
}

static long uniform(struct sim *s, long lo, long hi)
{
    s->rng = s->rng * 1103515245u + 12345u;
    return lo + (long)((s->rng >> 16) % (unsigned)(hi - lo + 1));
}

static void on_departure(struct sim *s, const struct event *e);

static void start_service(struct sim *s, int c, int t)
{
    long wait = s->now - s->cust[c].arrived;
    s->cust[c].started = s->now;
    s->busy[t] = 1;
    s->total_wait += wait;
    if (wait > s->max_wait) s->max_wait = wait;
    schedule(s, s->now + s->cust[c].service, on_departure, c, t);
}

static void on_arrival(struct sim *s, const struct event *e)
{
    int c = e->customer, t;
    (void)e;
    for (t = 0; t < NTELLERS; t++)
        if (!s->busy[t]) { start_service(s, c, t); break; }
    if (t == NTELLERS) {
        s->queue[s->qtail++] = c;
        if (s->qtail - s->qhead > s->max_queue) s->max_queue = s->qtail - s->qhead;
    }
    /* The next customer arrives while the doors are open. */
    long next = s->now + uniform(s, 1, 6);
    if (next < s->closing && s->ncust < MAXCUST) {
        int n = s->ncust++;
        s->cust[n].arrived = next;
        s->cust[n].service = uniform(s, 4, 14);
        schedule(s, next, on_arrival, n, -1);
    }
}

static void on_departure(struct sim *s, const struct event *e)
{
    int t = e->teller;
    s->busy[t] = 0;
    s->served[t]++;
    s->busy_time[t] += s->cust[e->customer].service;
    if (s->qhead < s->qtail) start_service(s, s->queue[s->qhead++], t);
}

static void on_report(struct sim *s, const struct event *e)
{
    (void)e;
    printf("t=%3ld queue %2d busy %d%d%d served %d/%d/%d\n", s->now, s->qtail - s->qhead, s->busy[0],
           s->busy[1], s->busy[2], s->served[0], s->served[1], s->served[2]);
    if (s->now + 60 < s->closing + 60) schedule(s, s->now + 60, on_report, -1, -1);
}

int main(void)
{
    static struct sim s;
    s.rng = 42;
    s.closing = 480;
    s.ncust = 1;
    s.cust[0].arrived = 0;
    s.cust[0].service = 9;
    schedule(&s, 0, on_arrival, 0, -1);
    schedule(&s, 60, on_report, -1, -1);
    long events = 0;
    while (s.nheap > 0) {
        struct event e = pop_event(&s);
        s.now = e.time;
        e.handle(&s, &e);
        events++;
    }
    int served = s.served[0] + s.served[1] + s.served[2];
    printf("%d customers, %d served, %ld events, last departure at %ld\n", s.ncust, served, events, s.now);
    printf("average wait %.3f, max wait %ld, max queue %d\n", (double)s.total_wait / served, s.max_wait, s.max_queue);
    for (int t = 0; t < NTELLERS; t++)
        printf("teller %d: %d customers, utilisation %.1f%%\n", t, s.served[t], 100.0 * s.busy_time[t] / s.now);
    return served == s.ncust ? 0 : 1;
}
