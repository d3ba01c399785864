// A callee over the inliner's limits, weighed under a call's constant arguments: what the
// constants decide is folded before the size is weighed (Lua's `setnodevector(L, t, 0)`).
struct node { int key; int value; struct node *next; };
struct table { struct node *node; int size; int last; };
struct node dummy;
void *alloc(unsigned long);
void fail(const char *);

// Two loops and two calls when `size` is not 0; three stores when it is.
static void set_nodes(struct table *t, int size) {
    if (size == 0) {
        t->node = &dummy;
        t->size = 0;
        t->last = 0;
    } else {
        int i;
        if (size > 1 << 20)
            fail("table overflow");
        t->node = alloc((unsigned long)size * sizeof(struct node));
        for (i = 0; i < size; i++) {
            t->node[i].key = -1;
            t->node[i].value = 0;
            t->node[i].next = i + 1 < size ? &t->node[i + 1] : 0;
        }
        for (i = size - 1; i >= 0; i--)
            if (t->node[i].key < 0)
                t->last = i;
        t->size = size;
    }
}

// Inlined: with `size` 0 the copy keeps the three stores.
void new_table(struct table *t) { set_nodes(t, 0); }

// Not inlined: a size that is not a constant leaves the whole body, over the limit.
void resize(struct table *t, int size) { set_nodes(t, size); }

// Not inlined: with 8, the test against the limit folds, but the loops are left, over it.
void new_sized(struct table *t) { set_nodes(t, 8); }
