// A callee over the size limit, that calls nothing, is inlined into a caller small enough
// that the call is a large share of its work (gcc's `big_speedup`): Lua's `index2value`
// under `lua_type`, `lua_pushvalue`... It is kept in a larger caller, and a callee of the
// same size that makes a call is kept even in a small one.
struct value { long v; int tag; };
struct frame { struct value *base; struct value *top; struct value *upvalues; int nup; };
struct state { struct frame *ci; struct value *top; struct value registry; struct value nil; };
void note(int);

static struct value *slot(struct state *L, int idx) {
    struct frame *ci = L->ci;
    if (idx > 0) {
        struct value *o = ci->base + idx;
        if (o >= L->top || o->tag < 0)
            return &L->nil;
        return o;
    } else if (idx > -1000) {
        struct value *o = L->top + idx;
        if (o < ci->base || o->tag < 0)
            return &L->nil;
        return o;
    } else if (idx == -1000) {
        return &L->registry;
    } else {
        idx = -1000 - idx;
        if (ci->upvalues && idx <= ci->nup)
            return &ci->upvalues[idx - 1];
        return &L->nil;
    }
}

// Inlined: the wrapper is a few instructions around the call.
int type_of(struct state *L, int idx) {
    struct value *o = slot(L, idx);
    return o == &L->nil ? -1 : o->tag;
}

// Kept: this caller is too large for the call to count for much.
long sum_range(struct state *L, int from, int to, long scale) {
    long s = 0;
    for (int i = from; i <= to; i++) {
        long v = scale * i;
        s += v ^ (s >> 3);
        s -= (s << 2) + v;
        s ^= (v * 7) + (s >> 5);
        s += (v << 4) - (s >> 1);
        s = s * 3 + v;
    }
    return s + slot(L, from)->v + slot(L, to)->v;
}

// Once `slot` is inlined into it, a callee of its size that makes a call.
static struct value *slot_noted(struct state *L, int idx) {
    note(idx);
    return slot(L, idx);
}

// Kept: the callee makes a call of its own (two calls: one would make it a static
// function called once, inlined whatever its size).
int type_noted(struct state *L, int idx) {
    return slot_noted(L, idx)->tag + slot_noted(L, idx + 1)->tag;
}
