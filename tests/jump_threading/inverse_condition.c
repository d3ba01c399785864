// A branch decided by a dominating one on the complement of its condition, or on the same
// comparison with its operands exchanged. gawk's `leaf_clear` skips empty slots with
// `if (r == NULL) continue;`, then its inlined `unref` tests `r != NULL` again: that test
// becomes a jump to the decrement. `0 < n` below `n > 0` is decided too, and `n <= 0`,
// its complement, the other way.
typedef struct node { struct node **nodes; long valref; int type; long size; } NODE;
void r_unref(NODE *);
void other(NODE *);

static inline void unref(NODE *r) {
    if (r != 0 && --r->valref <= 0)
        r_unref(r);
}

void leaf_clear(NODE *array) {
    long i, size = array->size;
    for (i = 0; i < size; i++) {
        NODE *r = array->nodes[i];
        if (r == 0)
            continue;
        if (r->type == 5)
            other(r);
        else
            unref(r);
    }
}

int sign(long n, int *out) {
    if (n > 0) {
        *out = 1;
        if (0 < n)
            return 1;
        return 2;
    }
    if (n <= 0)
        return 3;
    return 4;
}
