/* Threads sharing counters through <stdatomic.h>: a fetch-add counter, a maximum kept by a
 * compare-exchange loop, a spinlock made of an atomic_flag guarding a plain counter, a
 * ticket lock built from fetch_add and acquire loads, and a release/acquire hand-off of a
 * message through a flag. Every total is exact, whatever the interleaving. Waiting loops
 * yield the processor, so that they also finish quickly on an emulator. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

enum { THREADS = 4, ROUNDS = 5000 };

static atomic_int hits;
static atomic_long max_seen;
static atomic_flag spin = ATOMIC_FLAG_INIT;
static long guarded;
static atomic_uint next_ticket, now_serving;
static long ticketed;

static void record_max(long v) {
    long cur = atomic_load_explicit(&max_seen, memory_order_relaxed);
    while (cur < v &&
           !atomic_compare_exchange_weak_explicit(&max_seen, &cur, v, memory_order_acq_rel,
                                                  memory_order_relaxed))
        ;
}

static void *worker(void *arg) {
    long id = (long)arg;
    for (int i = 0; i < ROUNDS; i++) {
        atomic_fetch_add_explicit(&hits, 1, memory_order_relaxed);
        record_max(id * ROUNDS + i);

        while (atomic_flag_test_and_set_explicit(&spin, memory_order_acquire))
            sched_yield();
        guarded += 2;
        atomic_flag_clear_explicit(&spin, memory_order_release);

        unsigned ticket = atomic_fetch_add(&next_ticket, 1);
        while (atomic_load_explicit(&now_serving, memory_order_acquire) != ticket)
            sched_yield();
        ticketed += 3;
        atomic_store_explicit(&now_serving, ticket + 1, memory_order_release);
    }
    return NULL;
}

static int message;
static atomic_bool ready;

static void *producer(void *arg) {
    (void)arg;
    message = 42;
    atomic_store_explicit(&ready, 1, memory_order_release);
    return NULL;
}

static void *consumer(void *arg) {
    int *out = arg;
    while (!atomic_load_explicit(&ready, memory_order_acquire))
        sched_yield();
    *out = message;
    return NULL;
}

int main(void) {
    pthread_t t[THREADS];
    atomic_init(&max_seen, -1);
    for (long i = 0; i < THREADS; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);
    printf("hits %d (expected %d)\n", atomic_load(&hits), THREADS * ROUNDS);
    printf("max %ld (expected %d)\n", atomic_load(&max_seen), THREADS * ROUNDS - 1);
    printf("guarded %ld, ticketed %ld, tickets %u\n", guarded, ticketed,
           atomic_load(&next_ticket));

    int got = 0;
    pthread_t p, c;
    pthread_create(&c, NULL, consumer, &got);
    pthread_create(&p, NULL, producer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    printf("message %d\n", got);
    printf("lock-free: int %d, pointer %d, llong %d\n", ATOMIC_INT_LOCK_FREE,
           ATOMIC_POINTER_LOCK_FREE, (int)atomic_is_lock_free(&max_seen));
    atomic_thread_fence(memory_order_seq_cst);
    atomic_signal_fence(memory_order_seq_cst);
    return 0;
}
