/* A binary min-heap of task records ordered by a comparator function pointer, used as a
 * priority scheduler: tasks arrive, run for a time slice, and are requeued with aged
 * priority; the heap supports decrease-key through a position index kept per task. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int id;
    int priority;   /* lower runs first */
    int remaining;  /* work units left */
    int arrival;
    char name[10];
} Task;

typedef int (*TaskCmp)(const Task *, const Task *);

typedef struct {
    Task **items;
    int size, cap;
    int *pos;       /* pos[id] = index in items, or -1 */
    TaskCmp before;
} Heap;

static int by_priority(const Task *a, const Task *b) {
    if (a->priority != b->priority) return a->priority < b->priority;
    if (a->arrival != b->arrival) return a->arrival < b->arrival;
    return a->id < b->id;
}

static int by_shortest(const Task *a, const Task *b) {
    if (a->remaining != b->remaining) return a->remaining < b->remaining;
    return a->id < b->id;
}

static void place(Heap *h, int i, Task *t) {
    h->items[i] = t;
    h->pos[t->id] = i;
}

static void sift_up(Heap *h, int i) {
    Task *t = h->items[i];
    while (i > 0 && h->before(t, h->items[(i - 1) / 2])) {
        place(h, i, h->items[(i - 1) / 2]);
        i = (i - 1) / 2;
    }
    place(h, i, t);
}

static void sift_down(Heap *h, int i) {
    Task *t = h->items[i];
    for (;;) {
        int c = 2 * i + 1;
        if (c >= h->size) break;
        if (c + 1 < h->size && h->before(h->items[c + 1], h->items[c])) c++;
        if (!h->before(h->items[c], t)) break;
        place(h, i, h->items[c]);
        i = c;
    }
    place(h, i, t);
}

static void heap_push(Heap *h, Task *t) {
    h->items[h->size++] = t;
    sift_up(h, h->size - 1);
}

static Task *heap_pop(Heap *h) {
    Task *top = h->items[0];
    h->pos[top->id] = -1;
    if (--h->size > 0) {
        h->items[0] = h->items[h->size];
        sift_down(h, 0);
    }
    return top;
}

static void heap_decrease(Heap *h, Task *t, int new_priority) {
    t->priority = new_priority;
    sift_up(h, h->pos[t->id]);
}

static unsigned run_schedule(Task *tasks, int n, TaskCmp policy, int slice, int verbose) {
    Heap h = {malloc(sizeof(Task *) * (size_t)n), 0, n, malloc(sizeof(int) * (size_t)n), policy};
    for (int i = 0; i < n; i++) h.pos[i] = -1;
    int clock = 0, next = 0, done = 0;
    long total_turnaround = 0;
    unsigned trace = 0;
    while (done < n) {
        while (next < n && tasks[next].arrival <= clock)
            heap_push(&h, &tasks[next++]);
        if (h.size == 0) { clock = tasks[next].arrival; continue; }
        Task *t = heap_pop(&h);
        int run = t->remaining < slice ? t->remaining : slice;
        clock += run;
        t->remaining -= run;
        trace = trace * 31u + (unsigned)t->id;
        if (verbose) printf("  t=%3d ran %-6s for %d\n", clock, t->name, run);
        /* aging: everyone still waiting gets more urgent */
        for (int i = 0; i < h.size; i++)
            if (h.items[i]->priority > 0 && policy == by_priority)
                heap_decrease(&h, h.items[i], h.items[i]->priority - 1);
        if (t->remaining > 0) {
            t->priority += 2;
            heap_push(&h, t);
        } else {
            done++;
            total_turnaround += clock - t->arrival;
        }
    }
    printf("  finished at %d, mean turnaround %.2f, trace %u\n", clock, (double)total_turnaround / n, trace);
    free(h.items);
    free(h.pos);
    return trace;
}

int main(void) {
    enum { N = 12 };
    Task base[N];
    for (int i = 0; i < N; i++) {
        base[i] = (Task){i, (i * 7) % 5, 3 + (i * 11) % 9, i * 2, ""};
        snprintf(base[i].name, sizeof base[i].name, "job%02d", i);
    }
    static const struct { const char *label; TaskCmp cmp; int slice; } policies[] = {
        {"priority+aging", by_priority, 3},
        {"shortest-first", by_shortest, 2},
    };
    unsigned combined = 0;
    for (int p = 0; p < 2; p++) {
        Task copy[N];
        memcpy(copy, base, sizeof copy);
        printf("%s:\n", policies[p].label);
        combined ^= run_schedule(copy, N, policies[p].cmp, policies[p].slice, p == 0);
    }
    printf("combined %u\n", combined);
    return 0;
}
