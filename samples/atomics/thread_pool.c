/* A fixed thread pool: workers take task indices from a shared atomic cursor, keep their
 * own statistics in thread-local variables (`_Thread_local`, `__thread`) and publish them
 * at exit into an array of atomic slots; the main thread waits on an atomic count of
 * finished tasks. The tasks compute Collatz chain lengths and count primes by trial
 * division in ranges, so the totals are fixed whatever thread ran what. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

enum { WORKERS = 4, TASKS = 64, RANGE = 500 };

struct pool {
    atomic_int next;          /* the next task index to take */
    atomic_int done;          /* tasks finished */
    _Atomic long steps_total; /* Collatz steps over all tasks */
    _Atomic long primes_total;
    _Atomic long best;        /* the longest chain seen and where (see record_longest) */
    atomic_long per_worker_tasks[WORKERS];
};

static _Thread_local int my_id = -1;
static __thread long my_tasks;
static __thread long my_steps;

static int collatz_len(long n) {
    int steps = 0;
    while (n != 1) {
        n = n % 2 ? 3 * n + 1 : n / 2;
        steps++;
    }
    return steps;
}

static int is_prime(long n) {
    if (n < 2)
        return 0;
    for (long d = 2; d * d <= n; d++)
        if (n % d == 0)
            return 0;
    return 1;
}

/* The longest chain and its start, packed in one atomic word (length high, the start
 * complemented low so that the smaller start wins a tie), raised by compare-exchange. */
static void record_longest(struct pool *p, int len, long at) {
    long key = (long)len << 32 | (0xffffffffL - at);
    long cur = atomic_load(&p->best);
    while (key > cur && !atomic_compare_exchange_weak(&p->best, &cur, key))
        ;
}

static void run_task(struct pool *p, int task) {
    long lo = 1 + (long)task * RANGE, hi = lo + RANGE;
    long steps = 0, primes = 0;
    int best = 0;
    long best_at = 0;
    for (long n = lo; n < hi; n++) {
        int len = collatz_len(n);
        steps += len;
        if (len > best) {
            best = len;
            best_at = n;
        }
        primes += is_prime(n);
    }
    p->steps_total += steps;
    p->primes_total += primes;
    record_longest(p, best, best_at);
    my_steps += steps;
    my_tasks++;
}

static void *worker(void *arg) {
    struct pool *p = arg;
    static atomic_int ids;
    my_id = atomic_fetch_add(&ids, 1);
    for (;;) {
        int task = atomic_fetch_add(&p->next, 1);
        if (task >= TASKS)
            break;
        run_task(p, task);
        p->done++;
    }
    p->per_worker_tasks[my_id] += my_tasks;
    return (void *)my_steps;
}

int main(void) {
    static struct pool pool;
    pthread_t t[WORKERS];
    for (int i = 0; i < WORKERS; i++)
        pthread_create(&t[i], NULL, worker, &pool);
    while (atomic_load(&pool.done) < TASKS)
        sched_yield();
    long steps_by_workers = 0;
    for (int i = 0; i < WORKERS; i++) {
        void *r;
        pthread_join(t[i], &r);
        steps_by_workers += (long)r;
    }
    long tasks = 0;
    for (int i = 0; i < WORKERS; i++)
        tasks += pool.per_worker_tasks[i];
    printf("tasks done %d, counted by workers %ld\n", (int)pool.done, tasks);
    printf("numbers 1..%d: collatz steps %ld (workers say %ld), primes %ld\n", TASKS * RANGE,
           (long)pool.steps_total, steps_by_workers, (long)pool.primes_total);
    long best = pool.best;
    printf("longest chain %ld steps, from %ld\n", best >> 32, 0xffffffffL - (best & 0xffffffffL));
    printf("main thread's own: id %d, tasks %ld\n", my_id, my_tasks);
    return 0;
}
