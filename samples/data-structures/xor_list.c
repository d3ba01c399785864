/* An XOR-linked doubly linked list: each node stores prev ^ next as a uintptr_t, so the
 * list can be walked in either direction from one end with a single link per node.
 * Supports push at both ends, pop at both ends, reversal by swapping the ends, and a
 * traversal cross-checked against a conventional array model. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct XNode {
    int value;
    uintptr_t link; /* (uintptr_t)prev ^ (uintptr_t)next */
} XNode;

typedef struct {
    XNode *head, *tail;
    int size;
} XList;

static XNode *other(const XNode *n, const XNode *from) {
    return (XNode *)(n->link ^ (uintptr_t)from);
}

static void push_back(XList *l, int v) {
    XNode *n = malloc(sizeof *n);
    n->value = v;
    n->link = (uintptr_t)l->tail; /* next is NULL */
    if (l->tail) l->tail->link ^= (uintptr_t)n; /* old tail: next was NULL, now n */
    else l->head = n;
    l->tail = n;
    l->size++;
}

static void push_front(XList *l, int v) {
    XNode *n = malloc(sizeof *n);
    n->value = v;
    n->link = (uintptr_t)l->head;
    if (l->head) l->head->link ^= (uintptr_t)n;
    else l->tail = n;
    l->head = n;
    l->size++;
}

static int pop_back(XList *l) {
    XNode *t = l->tail;
    XNode *prev = other(t, NULL);
    if (prev) prev->link ^= (uintptr_t)t;
    else l->head = NULL;
    l->tail = prev;
    int v = t->value;
    free(t);
    l->size--;
    return v;
}

static int pop_front(XList *l) {
    XNode *h = l->head;
    XNode *next = other(h, NULL);
    if (next) next->link ^= (uintptr_t)h;
    else l->tail = NULL;
    l->head = next;
    int v = h->value;
    free(h);
    l->size--;
    return v;
}

static void reverse(XList *l) {
    XNode *t = l->head;
    l->head = l->tail;
    l->tail = t;
}

/* Copies up to max values from head to tail (forward) or tail to head. */
static int walk(const XList *l, int forward, int *out, int max) {
    const XNode *prev = NULL, *cur = forward ? l->head : l->tail;
    int n = 0;
    while (cur && n < max) {
        out[n++] = cur->value;
        const XNode *next = other(cur, prev);
        prev = cur;
        cur = next;
    }
    return n;
}

typedef struct {
    int v[512];
    int lo, hi; /* model deque in v[lo..hi) with lo starting mid-array */
} Model;

int main(void) {
    XList l = {NULL, NULL, 0};
    Model m = {{0}, 256, 256};
    unsigned s = 13;
    int mismatches = 0, reversed = 0;
    for (int step = 0; step < 600; step++) {
        s = s * 1664525u + 1013904223u;
        unsigned op = (s >> 24) % 7u;
        int val = (int)((s >> 8) % 1000u);
        if (op <= 1 && m.hi < 512) { push_back(&l, val); m.v[m.hi++] = val; }
        else if (op <= 3 && m.lo > 0) { push_front(&l, val); m.v[--m.lo] = val; }
        else if (op == 4 && l.size > 0) mismatches += pop_back(&l) != m.v[--m.hi];
        else if (op == 5 && l.size > 0) mismatches += pop_front(&l) != m.v[m.lo++];
        else if (op == 6) {
            reverse(&l);
            reversed++;
            for (int i = m.lo, j = m.hi - 1; i < j; i++, j--) { int t = m.v[i]; m.v[i] = m.v[j]; m.v[j] = t; }
        }
        if (step % 100 == 99) {
            int fw[512], bw[512];
            int nf = walk(&l, 1, fw, 512), nb = walk(&l, 0, bw, 512);
            for (int i = 0; i < nf; i++) mismatches += fw[i] != m.v[m.lo + i] || bw[nb - 1 - i] != fw[i];
            mismatches += nf != m.hi - m.lo || nb != nf;
            long sum = 0;
            for (int i = 0; i < nf; i++) sum += (long)fw[i] * (i + 1);
            printf("step %3d: size %3d first %3d last %3d weighted %ld\n", step + 1, l.size, nf ? fw[0] : -1,
                   nf ? fw[nf - 1] : -1, sum);
        }
    }
    printf("reversals %d, mismatches %d\n", reversed, mismatches);
    while (l.size > 0) pop_front(&l);
    return mismatches;
}
