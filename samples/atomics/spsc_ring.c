/* A single-producer single-consumer ring buffer, the lock-free queue of audio and logging
 * code: the head and tail indices are `_Atomic` members of the ring, which both threads
 * reach through a pointer; the producer publishes with a release store, the consumer
 * reads with an acquire load (plain `=` and reads of the members are sequentially
 * consistent, which is stronger). A second pair of rings sends the results back. The
 * checksums are exact. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

enum { SLOTS = 64, ITEMS = 20000 };

struct ring {
    _Atomic size_t head; /* next slot the producer writes */
    _Atomic size_t tail; /* next slot the consumer reads */
    uint32_t slot[SLOTS];
    _Atomic unsigned long full_waits, empty_waits;
};

static void put(struct ring *r, uint32_t v) {
    size_t h = atomic_load_explicit(&r->head, memory_order_relaxed);
    while (h - r->tail == SLOTS) {
        r->full_waits++;
        sched_yield();
    }
    r->slot[h % SLOTS] = v;
    atomic_store_explicit(&r->head, h + 1, memory_order_release);
}

static uint32_t get(struct ring *r) {
    size_t t = r->tail;
    while (atomic_load_explicit(&r->head, memory_order_acquire) == t) {
        r->empty_waits++;
        sched_yield();
    }
    uint32_t v = r->slot[t % SLOTS];
    r->tail = t + 1;
    return v;
}

static struct ring to_worker, from_worker;

/* The consumer: squares each value modulo 2^32 and sends it back; 0 ends the stream. */
static void *worker(void *arg) {
    (void)arg;
    uint64_t seen = 0;
    for (;;) {
        uint32_t v = get(&to_worker);
        if (v == 0)
            break;
        seen += v;
        put(&from_worker, v * v);
    }
    return (void *)(uintptr_t)(seen % 1000000007u);
}

static void *collector(void *arg) {
    uint64_t *sum = arg;
    for (int i = 0; i < ITEMS; i++)
        *sum = (*sum * 31 + get(&from_worker)) % 0xffffffffbull;
    return NULL;
}

int main(void) {
    pthread_t w, c;
    uint64_t back = 0;
    pthread_create(&w, NULL, worker, NULL);
    pthread_create(&c, NULL, collector, &back);
    uint32_t x = 2463534242u;
    uint64_t sent = 0;
    for (int i = 0; i < ITEMS; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        uint32_t v = x | 1;
        sent += v;
        put(&to_worker, v);
    }
    put(&to_worker, 0);
    void *seen;
    pthread_join(w, &seen);
    pthread_join(c, NULL);
    printf("sent %d items, sum mod p %llu, worker saw %lu\n", ITEMS,
           (unsigned long long)(sent % 1000000007u), (unsigned long)(uintptr_t)seen);
    printf("results hash %llu\n", (unsigned long long)back);
    printf("indices: to_worker %zu/%zu, from_worker %zu/%zu\n", (size_t)to_worker.head,
           (size_t)to_worker.tail, (size_t)from_worker.head, (size_t)from_worker.tail);
    return 0;
}
