/* Persistent (immutable) linked lists with shared tails and reference counting: cons,
 * functional map/filter/append that share structure where possible, version history of a
 * stack, and an accounting of live nodes that must return to zero after releasing. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Cons {
    int refs;
    long head;
    struct Cons *tail;
} Cons;

typedef const Cons *List;

static long live_nodes, allocated;

static List retain(List l) {
    if (l) ((Cons *)l)->refs++;
    return l;
}

static void release(List l) {
    while (l && --((Cons *)l)->refs == 0) {
        List next = l->tail;
        free((Cons *)l);
        live_nodes--;
        l = next; /* the freed node held one reference to its tail */
    }
}

/* Takes ownership of the caller's reference to tail. */
static List cons(long head, List tail) {
    Cons *c = malloc(sizeof *c);
    c->refs = 1;
    c->head = head;
    c->tail = (Cons *)tail;
    live_nodes++;
    allocated++;
    return c;
}

static int length(List l) { int n = 0; for (; l; l = l->tail) n++; return n; }

static List reverse(List l) {
    List r = NULL;
    for (; l; l = l->tail) r = cons(l->head, r);
    return r;
}

typedef long (*MapFn)(long);
typedef int (*Pred)(long);

static List map(List l, MapFn f) {
    List rev = NULL;
    for (; l; l = l->tail) rev = cons(f(l->head), rev);
    List out = reverse(rev);
    release(rev);
    return out;
}

/* Shares the longest suffix in which every element passes. */
static List filter(List l, Pred p) {
    if (!l) return NULL;
    List rest = filter(l->tail, p);
    if (!p(l->head)) return rest;
    if (rest == l->tail) { release(rest); return retain(l); }
    return cons(l->head, rest);
}

/* a ++ b copies a and shares b. */
static List append(List a, List b) {
    if (!a) return retain(b);
    return cons(a->head, append(a->tail, b));
}

static void print(const char *label, List l) {
    printf("%-10s [%d]", label, length(l));
    for (int i = 0; l && i < 12; l = l->tail, i++) printf(" %ld", l->head);
    printf("%s\n", l ? " ..." : "");
}

static long square(long x) { return x * x; }
static long plus_one(long x) { return x + 1; }
static int is_even(long x) { return x % 2 == 0; }
static int over_ten(long x) { return x > 10; }
static int under_thousand(long x) { return x < 1000; }

int main(void) {
    List versions[8];
    List stack = NULL;
    for (int v = 0; v < 8; v++) {
        stack = cons(v * 3 + 1, stack); /* the new node takes over our reference */
        if (v % 3 == 2) {
            List popped = retain(stack->tail);
            release(stack);
            stack = popped;
        }
        versions[v] = retain(stack);
    }
    for (int v = 0; v < 8; v += 3) {
        char label[16];
        snprintf(label, sizeof label, "version %d", v);
        print(label, versions[v]);
    }
    long after_versions = live_nodes;
    List sq = map(stack, square);
    List evens = filter(stack, is_even);
    List big = filter(sq, over_ten);
    List both = append(evens, big);
    List inc = map(both, plus_one);
    print("stack", stack);
    print("squares", sq);
    print("evens", evens);
    print("big", big);
    print("both", both);
    print("inc", inc);
    List small = filter(sq, under_thousand);
    printf("filter keeping everything shares the list: %d; squares under 1000 share from index %d\n",
           small == sq, length(sq) - length(small));
    release(small);
    printf("live %ld (versions alone %ld), allocated %ld\n", live_nodes, after_versions, allocated);
    List all[] = {sq, evens, big, both, inc, stack};
    for (int i = 0; i < 6; i++) release(all[i]);
    for (int v = 0; v < 8; v++) release(versions[v]);
    printf("after release: live %ld\n", live_nodes);
    return live_nodes == 0 ? 0 : 1;
}
