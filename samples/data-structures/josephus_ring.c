/* Circular singly linked lists: the Josephus elimination game played on a ring of named
 * soldiers for several step sizes (checked against the closed-form recurrence), plus
 * splitting a ring into two halves and splicing rings together. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Soldier {
    int number;
    char name[8];
    struct Soldier *next;
} Soldier;

typedef struct {
    Soldier *tail; /* tail->next is the head; NULL when empty */
    int count;
} Ring;

static void ring_append(Ring *r, int number) {
    Soldier *s = malloc(sizeof *s);
    s->number = number;
    snprintf(s->name, sizeof s->name, "S%03d", number);
    if (!r->tail) {
        s->next = s;
    } else {
        s->next = r->tail->next;
        r->tail->next = s;
    }
    r->tail = s;
    r->count++;
}

static Ring ring_make(int n) {
    Ring r = {NULL, 0};
    for (int i = 1; i <= n; i++) ring_append(&r, i);
    return r;
}

/* Every k-th soldier leaves; returns the survivor's number, records the first few exits. */
static int josephus(Ring *r, int k, int *order, int max_order) {
    Soldier *prev = r->tail;
    int out = 0;
    while (r->count > 1) {
        for (int i = 1; i < k; i++) prev = prev->next;
        Soldier *victim = prev->next;
        prev->next = victim->next;
        if (victim == r->tail) r->tail = prev;
        if (out < max_order) order[out] = victim->number;
        out++;
        free(victim);
        r->count--;
    }
    int survivor = r->tail->number;
    free(r->tail);
    r->tail = NULL;
    r->count = 0;
    return survivor;
}

static int josephus_formula(int n, int k) { /* J(1)=0, J(n)=(J(n-1)+k) mod n, 1-based result */
    int j = 0;
    for (int m = 2; m <= n; m++) j = (j + k) % m;
    return j + 1;
}

/* Split into the first ceil(n/2) and the rest, both still circular. */
static void ring_split(Ring *r, Ring *a, Ring *b) {
    int first = (r->count + 1) / 2;
    Soldier *head = r->tail->next, *mid = head;
    for (int i = 1; i < first; i++) mid = mid->next;
    b->tail = r->count > first ? r->tail : NULL;
    b->count = r->count - first;
    if (b->tail) b->tail->next = mid->next;
    a->tail = mid;
    a->count = first;
    mid->next = head;
    r->tail = NULL;
    r->count = 0;
}

/* Append ring b after ring a, leaving b empty. */
static void ring_splice(Ring *a, Ring *b) {
    if (!b->tail) return;
    if (a->tail) {
        Soldier *ahead = a->tail->next;
        a->tail->next = b->tail->next;
        b->tail->next = ahead;
    }
    a->tail = b->tail;
    a->count += b->count;
    b->tail = NULL;
    b->count = 0;
}

static void ring_print(const char *label, const Ring *r) {
    printf("%-8s (%2d):", label, r->count);
    if (r->tail) {
        const Soldier *s = r->tail->next;
        int shown = 0;
        do {
            if (shown++ < 10) printf(" %s", s->name);
            s = s->next;
        } while (s != r->tail->next);
        if (shown > 10) printf(" ...");
    }
    printf("\n");
}

static void ring_free(Ring *r) {
    while (r->count > 0) {
        Soldier *h = r->tail->next;
        r->tail->next = h->next;
        free(h);
        r->count--;
    }
    r->tail = NULL;
}

int main(void) {
    int mismatches = 0;
    static const struct { int n, k; } games[] = {{7, 3}, {41, 3}, {10, 2}, {30, 7}, {100, 11}, {1, 5}};
    for (int g = 0; g < 6; g++) {
        Ring r = ring_make(games[g].n);
        int order[8] = {0};
        int survivor = josephus(&r, games[g].k, order, 8);
        int expect = josephus_formula(games[g].n, games[g].k);
        mismatches += survivor != expect;
        printf("n=%3d k=%2d survivor %3d (formula %3d) first out:", games[g].n, games[g].k, survivor, expect);
        for (int i = 0; i < 8 && i < games[g].n - 1; i++) printf(" %d", order[i]);
        printf("\n");
    }
    Ring r = ring_make(13), a, b;
    ring_print("whole", &r);
    ring_split(&r, &a, &b);
    ring_print("first", &a);
    ring_print("second", &b);
    ring_splice(&b, &a);
    ring_print("swapped", &b);
    ring_free(&b);
    return mismatches;
}
