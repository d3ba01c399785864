/* Several threads increment their own copies of thread-local counters: a file-scope
 * _Thread_local with an initial value (.tdata), a zero-initialised __thread array (.tbss),
 * a static thread-local in a function, and one reached through its address. Each thread's
 * totals depend only on its own work, and the main thread's copies stay untouched; the
 * results are printed after every thread has been joined, so the output is deterministic. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define THREADS 6

_Thread_local long counter = 1000;
__thread unsigned histogram[8];
static __thread char label[24] = "main";

struct result {
    long counter;
    unsigned histogram[8];
    int calls;
    char label[24];
    int own_address;
};

static struct result results[THREADS];
static long *addresses[THREADS];
/* Every thread is still running when the addresses are compared (an exited thread's
 * thread-local storage may be reused by the next one). */
static pthread_barrier_t all_running;

static long *counter_address(void) {
    return &counter;
}

/* How many times this thread has called it. */
static int calls(void) {
    static _Thread_local int n;
    return ++n;
}

static void add(long *to, long amount) {
    *to += amount;
}

static void *work(void *arg) {
    int id = (int)(long)arg;
    snprintf(label, sizeof label, "worker-%d", id);
    for (int i = 0; i < 10000 * (id + 1); i++) {
        add(&counter, i % 7);
        histogram[(i * (id + 3)) % 8]++;
    }
    for (int i = 0; i < id * 3; i++)
        calls();
    struct result *r = &results[id];
    r->counter = counter;
    memcpy(r->histogram, histogram, sizeof histogram);
    r->calls = calls();
    strcpy(r->label, label);
    addresses[id] = counter_address();
    r->own_address = &counter == addresses[id];
    pthread_barrier_wait(&all_running);
    return NULL;
}

int main(void) {
    pthread_t threads[THREADS];
    pthread_barrier_init(&all_running, NULL, THREADS);
    for (long i = 0; i < THREADS; i++)
        if (pthread_create(&threads[i], NULL, work, (void *)i) != 0)
            return 1;
    for (int i = 0; i < THREADS; i++)
        pthread_join(threads[i], NULL);
    for (int i = 0; i < THREADS; i++) {
        struct result *r = &results[i];
        printf("%-9s counter=%ld calls=%d own=%d histogram:", r->label, r->counter, r->calls,
               r->own_address);
        for (int b = 0; b < 8; b++)
            printf(" %u", r->histogram[b]);
        printf("\n");
    }
    int distinct = 1;
    for (int i = 0; i < THREADS; i++)
        for (int j = i + 1; j < THREADS; j++)
            if (addresses[i] == addresses[j])
                distinct = 0;
    printf("distinct copies: %d\n", distinct);
    unsigned sum = 0;
    for (int b = 0; b < 8; b++)
        sum += histogram[b];
    printf("%s counter=%ld calls=%d histogram sum=%u\n", label, counter, calls(), sum);
    return 0;
}
