// SQLite's `fetchPayload` in miniature: the front end names the cursor's members afresh on
// each path, and load elimination then reads each member once, leaving the other paths'
// member addresses, which nothing uses. Dead code elimination deletes them, so that the
// inliner weighs `fetch` at what it does and its copies in `first` and `second` carry none.
// (The same difference computed on each path stays: that is common subexpressions' work.)
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
