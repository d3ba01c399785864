/* A limit order book shared by the matching engine (book.c) and the driver (main.c). */
#ifndef BOOK_H
#define BOOK_H

#include <stdint.h>

typedef enum { BUY, SELL } Side;

typedef struct Order {
    uint32_t id;
    Side side;
    int32_t price;     /* in ticks */
    int32_t quantity;  /* remaining */
    struct Order *next; /* FIFO within a price level */
} Order;

typedef struct Level {
    int32_t price;
    Order *head, *tail;
    int64_t total;
    struct Level *next; /* bids: descending price; asks: ascending */
} Level;

typedef struct {
    int32_t price, quantity;
    uint32_t buyer, seller;
} Trade;

typedef void (*TradeSink)(const Trade *, void *);

typedef struct {
    Level *bids, *asks;
    uint32_t next_id;
    int64_t volume;
    int trades;
} Book;

void book_init(Book *b);
uint32_t book_submit(Book *b, Side side, int32_t price, int32_t qty, TradeSink sink, void *ctx);
int book_cancel(Book *b, uint32_t id);
void book_print(const Book *b, int depth);
void book_free(Book *b);

extern const char *const side_names[2];

#endif
