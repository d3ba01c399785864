/* A fixed pool of worker threads taking jobs from a shared array through an atomic
 * ticket counter (fetch_add), each keeping per-thread statistics in _Thread_local
 * variables and publishing them with atomic adds at the end. The work is exact integer
 * arithmetic, so totals do not depend on how jobs are spread across threads. */
#include <stdatomic.h>
#include <pthread.h>
#include <stdio.h>

#define WORKERS 4
#define JOBS 600

typedef struct {
    unsigned start, length;     /* the job: sum of Collatz steps over [start, start+length) */
    unsigned long long result;
} job;

static job jobs[JOBS];
static atomic_uint next_ticket;
static atomic_ullong grand_total;
static atomic_uint jobs_done;
static atomic_ullong best;
static atomic_flag print_lock = ATOMIC_FLAG_INIT;

static _Thread_local unsigned my_jobs;
static _Thread_local unsigned long long my_total;

static unsigned collatz_steps(unsigned long long n) {
    unsigned steps = 0;
    while (n != 1) {
        n = n % 2 ? 3 * n + 1 : n / 2;
        steps++;
    }
    return steps;
}

/* Keep the maximum with a compare-exchange loop on one word holding (steps, ~start), so
 * the step count and its start change together; ties go to the smaller start. */
static void record_max(unsigned steps, unsigned start) {
    unsigned long long key = (unsigned long long)steps << 32 | (0xffffffffu - start);
    unsigned long long seen = atomic_load_explicit(&best, memory_order_relaxed);
    while (key > seen)
        if (atomic_compare_exchange_weak(&best, &seen, key))
            return;
}

static void run_job(job *j) {
    unsigned long long sum = 0;
    for (unsigned n = j->start; n < j->start + j->length; n++) {
        unsigned s = collatz_steps(n);
        sum += s;
        record_max(s, n);
    }
    j->result = sum;
}

static void *worker(void *arg) {
    (void)arg;
    for (;;) {
        unsigned ticket = atomic_fetch_add_explicit(&next_ticket, 1, memory_order_relaxed);
        if (ticket >= JOBS)
            break;
        run_job(&jobs[ticket]);
        my_jobs++;
        my_total += jobs[ticket].result;
        atomic_fetch_add_explicit(&jobs_done, 1, memory_order_release);
    }
    atomic_fetch_add(&grand_total, my_total);
    while (atomic_flag_test_and_set_explicit(&print_lock, memory_order_acquire))
        ;
    /* Per-thread counts depend on scheduling: only check they are consistent. */
    int consistent = my_jobs <= JOBS;
    atomic_flag_clear_explicit(&print_lock, memory_order_release);
    return (void *)(long)consistent;
}

int main(void) {
    for (unsigned i = 0; i < JOBS; i++) {
        jobs[i].start = 1 + i * 50;
        jobs[i].length = 50;
    }
    pthread_t threads[WORKERS];
    for (int i = 0; i < WORKERS; i++)
        pthread_create(&threads[i], NULL, worker, NULL);
    int all_consistent = 1;
    for (int i = 0; i < WORKERS; i++) {
        void *ok;
        pthread_join(threads[i], &ok);
        all_consistent &= (int)(long)ok;
    }

    /* The same work, sequentially, on the main thread's own thread-locals. */
    unsigned long long check = 0;
    for (unsigned i = 0; i < JOBS; i++)
        check += jobs[i].result;
    unsigned long long direct = 0;
    for (unsigned n = 1; n <= JOBS * 50; n++)
        direct += collatz_steps(n);

    printf("jobs done: %u of %d\n", atomic_load_explicit(&jobs_done, memory_order_acquire), JOBS);
    printf("tickets handed out: %u (one failed take per worker)\n", atomic_load(&next_ticket));
    printf("total Collatz steps for 1..%d: %llu\n", JOBS * 50, atomic_load(&grand_total));
    printf("sum of job results: %llu, sequential: %llu\n", check, direct);
    unsigned long long b = atomic_load(&best);
    printf("longest chain: %u steps from %u\n", (unsigned)(b >> 32),
           0xffffffffu - (unsigned)b);
    printf("main thread's own counters untouched: %s\n",
           my_jobs == 0 && my_total == 0 ? "yes" : "no");
    printf("workers consistent: %s\n", all_consistent ? "yes" : "no");
    return !(check == direct && atomic_load(&grand_total) == direct);
}
