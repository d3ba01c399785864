/* A discrete-event simulation of a small print shop: events are structs in a binary
 * min-heap ordered by (time, sequence) so ties are broken deterministically; each event
 * carries a tagged union payload. Jobs arrive, wait for one of two printers, print, and
 * sometimes jam; statistics are gathered in a struct of accumulators. */
#include <stdio.h>
#include <string.h>

enum ev_kind { ARRIVE, START, FINISH, JAM, REPAIR };

struct job { int id, pages; long arrived; };

struct event {
    long time;
    unsigned seq;
    enum ev_kind kind;
    union {
        struct job job;                 /* ARRIVE, START */
        struct { int printer, job_id; long pages; } done; /* FINISH */
        int printer;                    /* JAM, REPAIR */
    } u;
};

struct heap { struct event ev[128]; int n; unsigned next_seq; };

struct stats { long waited, max_wait, busy[2]; int jobs, jams, pages; };

static int before(const struct event *a, const struct event *b) {
    return a->time != b->time ? a->time < b->time : a->seq < b->seq;
}

static void push(struct heap *h, struct event e) {
    e.seq = h->next_seq++;
    int i = h->n++;
    while (i > 0 && before(&e, &h->ev[(i - 1) / 2])) {
        h->ev[i] = h->ev[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->ev[i] = e;
}

static struct event pop(struct heap *h) {
    struct event top = h->ev[0], last = h->ev[--h->n];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= h->n)
            break;
        if (c + 1 < h->n && before(&h->ev[c + 1], &h->ev[c]))
            c++;
        if (!before(&h->ev[c], &last))
            break;
        h->ev[i] = h->ev[c];
        i = c;
    }
    h->ev[i] = last;
    return top;
}

static unsigned rng = 7;
static int rnd(int n) {
    rng = rng * 1103515245u + 12345u;
    return (int)((rng >> 16) % (unsigned)n);
}

int main(void) {
    static struct heap h;
    struct job queue[64];
    int qhead = 0, qtail = 0;
    int printer_job[2] = {-1, -1}, jammed[2] = {0, 0};
    long busy_since[2] = {0, 0};
    struct stats st;
    memset(&st, 0, sizeof st);
    long t = 0;
    for (int id = 1; id <= 20; id++) {
        t += 1 + rnd(6);
        push(&h, (struct event){.time = t, .kind = ARRIVE, .u.job = {id, 1 + rnd(12), t}});
    }
    while (h.n > 0) {
        struct event e = pop(&h);
        switch (e.kind) {
        case ARRIVE:
            queue[qtail++] = e.u.job;
            printf("%4ld arrive job %2d (%2d pages), queue %d\n", e.time, e.u.job.id, e.u.job.pages, qtail - qhead);
            break;
        case START:
            break;
        case FINISH: {
            int p = e.u.done.printer;
            printer_job[p] = -1;
            st.busy[p] += e.time - busy_since[p];
            st.jobs++;
            st.pages += (int)e.u.done.pages;
            printf("%4ld printer %d finished job %2d\n", e.time, p, e.u.done.job_id);
            break;
        }
        case JAM:
            jammed[e.u.printer] = 1;
            st.jams++;
            printf("%4ld printer %d jammed\n", e.time, e.u.printer);
            push(&h, (struct event){.time = e.time + 8, .kind = REPAIR, .u.printer = e.u.printer});
            break;
        case REPAIR:
            jammed[e.u.printer] = 0;
            printf("%4ld printer %d repaired\n", e.time, e.u.printer);
            break;
        }
        /* Hand waiting jobs to idle, working printers. */
        for (int p = 0; p < 2 && qhead < qtail; p++) {
            if (printer_job[p] >= 0 || jammed[p])
                continue;
            struct job j = queue[qhead++];
            long wait = e.time - j.arrived;
            st.waited += wait;
            if (wait > st.max_wait)
                st.max_wait = wait;
            printer_job[p] = j.id;
            busy_since[p] = e.time;
            long duration = 2 + j.pages * (p == 0 ? 2 : 3);
            struct event fin = {.time = e.time + duration, .kind = FINISH};
            fin.u.done.printer = p;
            fin.u.done.job_id = j.id;
            fin.u.done.pages = j.pages;
            push(&h, fin);
            if (rnd(10) == 0)
                push(&h, (struct event){.time = e.time + duration, .kind = JAM, .u.printer = p});
            printf("%4ld printer %d starts job %2d after waiting %ld\n", e.time, p, j.id, wait);
        }
        t = e.time;
    }
    printf("done at %ld: %d jobs, %d pages, %d jams, mean wait %.2f, max wait %ld, busy %ld/%ld\n", t, st.jobs, st.pages,
           st.jams, (double)st.waited / st.jobs, st.max_wait, st.busy[0], st.busy[1]);
    return st.jobs == 20 ? 0 : 1;
}
