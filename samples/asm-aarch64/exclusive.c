/* Atomic read-modify-write with load-acquire/store-release exclusives (ldaxr/stlxr) in a
   retry loop, on "Q" memory operands, with early-clobbered temporaries, from threads. */
#include <pthread.h>
#include <stdio.h>

static int counter;
static long total;

static inline void atomic_add(int *p, int v)
{
    unsigned tmp;
    int failed;
    __asm__ __volatile__("1:\tldaxr %w0, %2\n\t"
                         "add %w0, %w0, %w3\n\t"
                         "stlxr %w1, %w0, %2\n\t"
                         "cbnz %w1, 1b"
                         : "=&r"(tmp), "=&r"(failed), "+Q"(*p)
                         : "r"(v)
                         : "memory");
}

static inline long exchange(long *p, long v)
{
    long old;
    int failed;
    __asm__ __volatile__("1:\tldaxr %0, %2\n\t"
                         "stlxr %w1, %3, %2\n\t"
                         "cbnz %w1, 1b"
                         : "=&r"(old), "=&r"(failed), "+Q"(*p)
                         : "r"(v)
                         : "memory");
    return old;
}

static void *worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < 10000; i++)
        atomic_add(&counter, 1);
    return 0;
}

int main(void)
{
    pthread_t t[4];
    for (int i = 0; i < 4; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], 0);
    printf("%d\n", counter);
    long old = exchange(&total, 42);
    printf("%ld %ld\n", old, total);
    return 0;
}
