/* Worker threads accumulate measurements into _Atomic floating-point totals and publish
   a small statistics record as one _Atomic structure: `+=` on an _Atomic double, float or
   long double is a compare-exchange loop, so no update is lost; a reader copying the
   structure always sees a consistent pair. Values are multiples of 1/8, so every sum is
   exact and the totals do not depend on the order the threads ran in. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#define THREADS 4
#define ROUNDS 5000

struct stats {
    int count;
    int max_bucket;
};

struct name {
    char text[6]; /* 6 bytes: no instruction fits, libatomic's generic calls do the work */
};

static _Atomic double total;
static _Atomic float weight;
static _Atomic long double fine_total = 0.5L;
static _Atomic struct stats published;
static _Atomic struct name last_writer;
static atomic_int consistent_reads;

static void *worker(void *arg) {
    int id = *(int *)arg;
    for (int i = 0; i < ROUNDS; i++) {
        double sample = (i % 16) * 0.125;
        total += sample;
        weight += 0.5f;
        fine_total += sample / 4;
        /* Publish a new record built from a snapshot: the pair is copied as one. */
        struct stats s = published;
        if (s.max_bucket == s.count % 7)
            atomic_fetch_add(&consistent_reads, 1);
        struct stats next = {s.count + 1, (s.count + 1) % 7};
        published = next;
        if (i == ROUNDS - 1) {
            struct name n = {{'w', 'o', 'r', 'k', (char)('0' + id), 0}};
            last_writer = n;
        }
    }
    return 0;
}

int main(void) {
    pthread_t threads[THREADS];
    int ids[THREADS];
    for (int t = 0; t < THREADS; t++) {
        ids[t] = t;
        pthread_create(&threads[t], 0, worker, &ids[t]);
    }
    for (int t = 0; t < THREADS; t++)
        pthread_join(threads[t], 0);

    printf("total = %.3f\n", total);
    printf("weight = %.1f\n", (double)weight);
    printf("fine total = %.5Lf\n", fine_total);
    printf("every snapshot consistent: %s\n",
           atomic_load(&consistent_reads) == THREADS * ROUNDS ? "yes" : "no");
    struct name n = atomic_load(&last_writer);
    printf("last writer is one of the workers: %s\n",
           n.text[0] == 'w' && n.text[4] >= '0' && n.text[4] < '0' + THREADS ? "yes" : "no");

    /* The other operators, ++ and --, and the <stdatomic.h> calls on floating objects. */
    total /= 1000;
    total -= 0.25;
    double before = total++;
    fine_total *= 3;
    long double was = fine_total--;
    weight = weight * 2;
    printf("%.4f %.4f %.5Lf %.5Lf %.1f\n", before, total, was, fine_total, (double)weight);
    double expected = atomic_load(&total);
    int swapped = atomic_compare_exchange_strong(&total, &expected, expected * 2);
    double stale = 1.0;
    int refused = !atomic_compare_exchange_strong(&total, &stale, 0.0);
    printf("cas %d, refused %d (saw %.4f), now %.4f\n", swapped, refused, stale, total);
    double old = atomic_exchange(&total, -0.0);
    atomic_store(&weight, 2.5f);
    printf("exchanged %.4f, total %.1f, weight %.1f\n", old, atomic_load(&total),
           (double)atomic_load(&weight));
    printf("sizes %zu %zu, _Alignof(published) %zu\n", sizeof published, sizeof last_writer,
           _Alignof(published));
    return 0;
}
