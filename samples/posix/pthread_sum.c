/* Threads sum slices of an array into a total guarded by a mutex, and a condition
   variable lets the main thread wait until every worker has reported. */
#include <pthread.h>
#include <stdio.h>

#define WORKERS 4
#define N 10000

static long values[N];
static long total;
static int reported;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done = PTHREAD_COND_INITIALIZER;

struct slice {
    int from, to;
    long partial;
};

static void *worker(void *arg) {
    struct slice *s = arg;
    for (int i = s->from; i < s->to; i++)
        s->partial += values[i];
    pthread_mutex_lock(&lock);
    total += s->partial;
    reported++;
    pthread_cond_signal(&done);
    pthread_mutex_unlock(&lock);
    return s;
}

int main(void) {
    for (int i = 0; i < N; i++)
        values[i] = i % 7 + i / 100;
    pthread_t threads[WORKERS];
    struct slice slices[WORKERS];
    for (int t = 0; t < WORKERS; t++) {
        slices[t] = (struct slice){t * N / WORKERS, (t + 1) * N / WORKERS, 0};
        pthread_create(&threads[t], NULL, worker, &slices[t]);
    }
    pthread_mutex_lock(&lock);
    while (reported < WORKERS)
        pthread_cond_wait(&done, &lock);
    pthread_mutex_unlock(&lock);
    long check = 0;
    for (int t = 0; t < WORKERS; t++) {
        void *ret;
        pthread_join(threads[t], &ret);
        check += ((struct slice *)ret)->partial;
        printf("slice %d [%d, %d): %ld\n", t, slices[t].from, slices[t].to, slices[t].partial);
    }
    printf("total %ld, joined %ld\n", total, check);
    return total == check ? 0 : 1;
}
