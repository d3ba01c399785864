/* The matching engine: price-time priority, partial fills, cancellation. */
#include "book.h"

#include <stdio.h>
#include <stdlib.h>

const char *const side_names[2] = {"BUY", "SELL"};

void book_init(Book *b) {
    b->bids = b->asks = NULL;
    b->next_id = 1;
    b->volume = 0;
    b->trades = 0;
}

static int better(Side side, int32_t a, int32_t b) { return side == BUY ? a > b : a < b; }

static int crosses(Side side, int32_t limit, int32_t level_price) {
    return side == BUY ? level_price <= limit : level_price >= limit;
}

static void add_resting(Level **levels, Order *o) {
    Level **link = levels;
    while (*link && better(o->side, (*link)->price, o->price)) link = &(*link)->next;
    if (!*link || (*link)->price != o->price) {
        Level *lv = calloc(1, sizeof *lv);
        lv->price = o->price;
        lv->next = *link;
        *link = lv;
    }
    Level *lv = *link;
    if (lv->tail) lv->tail->next = o;
    else lv->head = o;
    lv->tail = o;
    lv->total += o->quantity;
}

uint32_t book_submit(Book *b, Side side, int32_t price, int32_t qty, TradeSink sink, void *ctx) {
    Order *o = malloc(sizeof *o);
    *o = (Order){b->next_id++, side, price, qty, NULL};
    Level **opposite = side == BUY ? &b->asks : &b->bids;
    while (o->quantity > 0 && *opposite && crosses(side, price, (*opposite)->price)) {
        Level *lv = *opposite;
        Order *maker = lv->head;
        int32_t fill = maker->quantity < o->quantity ? maker->quantity : o->quantity;
        Trade t = {lv->price, fill, side == BUY ? o->id : maker->id, side == BUY ? maker->id : o->id};
        sink(&t, ctx);
        b->volume += fill;
        b->trades++;
        maker->quantity -= fill;
        o->quantity -= fill;
        lv->total -= fill;
        if (maker->quantity == 0) {
            lv->head = maker->next;
            if (!lv->head) lv->tail = NULL;
            free(maker);
        }
        if (!lv->head) {
            *opposite = lv->next;
            free(lv);
        }
    }
    uint32_t id = o->id;
    if (o->quantity > 0) add_resting(side == BUY ? &b->bids : &b->asks, o);
    else free(o);
    return id;
}

static int cancel_in(Level **levels, uint32_t id) {
    for (Level **lp = levels; *lp; lp = &(*lp)->next) {
        Level *lv = *lp;
        Order *prev = NULL;
        for (Order *o = lv->head; o; prev = o, o = o->next) {
            if (o->id != id) continue;
            if (prev) prev->next = o->next;
            else lv->head = o->next;
            if (lv->tail == o) lv->tail = prev;
            lv->total -= o->quantity;
            free(o);
            if (!lv->head) {
                *lp = lv->next;
                free(lv);
            }
            return 1;
        }
    }
    return 0;
}

int book_cancel(Book *b, uint32_t id) { return cancel_in(&b->bids, id) || cancel_in(&b->asks, id); }

void book_print(const Book *b, int depth) {
    const Level *lv = b->asks;
    const Level *asks[16];
    int n = 0;
    for (; lv && n < depth; lv = lv->next) asks[n++] = lv;
    while (n > 0) {
        lv = asks[--n];
        printf("          %6d @ %5d\n", (int)lv->total, lv->price);
    }
    printf("   ------ spread ------\n");
    n = 0;
    for (lv = b->bids; lv && n < depth; lv = lv->next, n++) printf("  %6d @ %5d\n", (int)lv->total, lv->price);
}

static void free_levels(Level *lv) {
    while (lv) {
        Level *next = lv->next;
        for (Order *o = lv->head; o;) {
            Order *n = o->next;
            free(o);
            o = n;
        }
        free(lv);
        lv = next;
    }
}

void book_free(Book *b) {
    free_levels(b->bids);
    free_levels(b->asks);
    b->bids = b->asks = NULL;
}
