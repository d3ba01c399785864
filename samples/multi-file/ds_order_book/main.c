/* Drives the order book with a deterministic stream of orders and cancellations, logging
 * the first trades and a volume-weighted average price. */
#include "book.h"

#include <stdio.h>

typedef struct {
    int logged;
    int64_t notional;
    int32_t last_price;
} Tape;

static void on_trade(const Trade *t, void *ctx) {
    Tape *tape = ctx;
    if (tape->logged < 12) {
        printf("trade %2d: %4d @ %5d  buyer #%u seller #%u\n", tape->logged + 1, t->quantity, t->price, t->buyer,
               t->seller);
    }
    tape->logged++;
    tape->notional += (int64_t)t->price * t->quantity;
    tape->last_price = t->price;
}

int main(void) {
    Book b;
    book_init(&b);
    Tape tape = {0, 0, 0};
    uint32_t s = 8675309u;
    uint32_t ids[64];
    int nids = 0, cancelled = 0;
    for (int step = 0; step < 400; step++) {
        s = s * 1664525u + 1013904223u;
        Side side = (s >> 31) ? SELL : BUY;
        int32_t offset = (int32_t)((s >> 20) % 21u) - 10;
        int32_t price = 10000 + (side == BUY ? -3 : 3) + offset;
        int32_t qty = 1 + (int32_t)((s >> 8) % 50u) * 10;
        uint32_t id = book_submit(&b, side, price, qty, on_trade, &tape);
        if (nids < 64) ids[nids++] = id;
        if (step % 25 == 24) cancelled += book_cancel(&b, ids[(s >> 4) % (uint32_t)nids]);
    }
    printf("orders %u trades %d volume %lld cancelled %d\n", b.next_id - 1, b.trades, (long long)b.volume, cancelled);
    printf("vwap %.3f last %d\n", (double)tape.notional / (double)b.volume, tape.last_price);
    book_print(&b, 5);
    printf("%s/%s levels printed\n", side_names[SELL], side_names[BUY]);
    book_free(&b);
    return 0;
}
