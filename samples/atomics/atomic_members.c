/* Atomics below the top level: a statistics record whose members are `_Atomic`, updated by
 * several threads through a pointer to it (`s->count++`, `s->bytes += n`, a histogram
 * array member), counters reached through pointers to `_Atomic` objects (`*p += 1`,
 * `(*p)--`, `*p *= 3` by compare-exchange), a lock-free stack whose head is an `_Atomic`
 * pointer member, and an `_Atomic` member of an anonymous structure. Every total is exact,
 * whatever the interleaving. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

enum { THREADS = 4, ROUNDS = 4000, BUCKETS = 8 };

struct stats {
    const char *name;
    _Atomic long count;
    _Atomic unsigned bytes;
    _Atomic int histogram[BUCKETS];
    _Atomic unsigned long flags;
    struct {
        _Atomic short small;
        int plain;
    };
};

struct node {
    struct node *next;
    int value;
};

struct stack {
    _Atomic(struct node *) head;
    _Atomic int pushes;
};

typedef _Atomic unsigned long counter_t;

static struct stats totals = {"totals"};
static struct stack shared;
static _Atomic int up_down = 1000;
static counter_t product = 1;
static _Atomic unsigned long xor_mix;

static void account(struct stats *s, unsigned n) {
    s->count++;
    s->bytes += n;
    s->histogram[n % BUCKETS] += 1;
    ++s->small;
}

static void bump(_Atomic int *p, counter_t *prod, int i) {
    *p += 2;
    (*p)--;
    --*p;
    if (i % 500 == 0)
        *prod *= 3;
}

static void push(struct stack *st, struct node *n) {
    struct node *old = atomic_load(&st->head);
    do
        n->next = old;
    while (!atomic_compare_exchange_weak(&st->head, &old, n));
    st->pushes += 1;
}

static void *worker(void *arg) {
    long id = (long)arg;
    struct node *nodes = malloc(sizeof(struct node) * ROUNDS / 100);
    for (int i = 0; i < ROUNDS; i++) {
        account(&totals, (unsigned)(id * 7 + i));
        bump(&up_down, &product, i);
        _Atomic unsigned long *mix = &xor_mix;
        *mix ^= (unsigned long)(id + 1) << (i % 32);
        totals.flags |= 1ul << (id * 8 + i % 8);
        if (i % 100 == 0) {
            struct node *n = &nodes[i / 100];
            n->value = (int)(id * 1000 + i);
            push(&shared, n);
        }
    }
    return nodes;
}

int main(void) {
    pthread_t t[THREADS];
    for (long i = 0; i < THREADS; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    void *blocks[THREADS];
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], &blocks[i]);

    struct stats *s = &totals;
    printf("%s: count %ld bytes %u small %d\n", s->name, s->count, s->bytes, (int)s->small);
    long sum = 0;
    for (int b = 0; b < BUCKETS; b++) {
        printf("bucket %d: %d\n", b, s->histogram[b]);
        sum += s->histogram[b];
    }
    printf("histogram total %ld flags %#lx\n", sum, s->flags);
    printf("up_down %d product %lu xor %#lx\n", up_down, product, xor_mix);

    long values = 0;
    int depth = 0;
    for (struct node *n = atomic_load(&shared.head); n; n = n->next) {
        values += n->value;
        depth++;
    }
    printf("stack depth %d (pushes %d) value sum %ld\n", depth, shared.pushes, values);
    for (int i = 0; i < THREADS; i++)
        free(blocks[i]);
    return 0;
}
