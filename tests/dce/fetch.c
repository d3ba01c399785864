// SQLite's `fetchPayload` in miniature: the front end names the cursor's members afresh on
// each path. Common subexpression elimination makes each member's address one value and
// load elimination reads each member once, so since early-cse runs nothing is left here for
// dead code elimination (it deleted 4 member addresses a function before): what it must
// keep, every load whose value is returned and every store, stays. `effects.ir` and
// `phis.ir` show what it deletes.
struct page { char *data_end; };
struct cell { unsigned short local; char *payload; };
struct cursor { struct cell info; struct page *page; };

static const void *fetch(struct cursor *c, unsigned *amt) {
    int n = c->info.local;
    if (n > (int)(c->page->data_end - c->info.payload)) {
        n = 0 > (int)(c->page->data_end - c->info.payload)
                ? 0
                : (int)(c->page->data_end - c->info.payload);
    }
    *amt = (unsigned)n;
    return c->info.payload;
}

const void *first(struct cursor *c, unsigned *amt) { return fetch(c, amt); }

const void *second(struct cursor *c) {
    unsigned amt;
    const char *p = fetch(c, &amt);
    return p + amt;
}
