/* A spin lock and counters from inline assembly: xchg to take the lock, pause in the
   spin-wait with a "memory" clobber, lock cmpxchg for compare-and-swap, lock xadd. */
#include <pthread.h>
#include <stdio.h>

static volatile int lock_word;
static long shared_count;
static volatile int cas_count;
static volatile int xadd_count;

static inline int xchg(volatile int *p, int v)
{
    __asm__ __volatile__("xchgl %0, %1" : "+r"(v), "+m"(*p) : : "memory");
    return v;
}

static inline int cas(volatile int *p, int old, int new)
{
    int prev;
    __asm__ __volatile__("lock; cmpxchgl %2, %1"
                         : "=a"(prev), "+m"(*p)
                         : "r"(new), "0"(old)
                         : "memory", "cc");
    return prev;
}

static inline int fetch_add(volatile int *p, int v)
{
    __asm__ __volatile__("lock; xaddl %0, %1" : "+r"(v), "+m"(*p) : : "memory", "cc");
    return v;
}

static void spin_lock(volatile int *l)
{
    while (xchg(l, 1))
        while (*l)
            __asm__ __volatile__("pause" ::: "memory");
}

static void spin_unlock(volatile int *l)
{
    __asm__ __volatile__("" ::: "memory");
    *l = 0;
}

static void *worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < 20000; i++) {
        spin_lock(&lock_word);
        shared_count++;
        spin_unlock(&lock_word);
        int old;
        do
            old = cas_count;
        while (cas(&cas_count, old, old + 1) != old);
        fetch_add(&xadd_count, 2);
    }
    return 0;
}

int main(void)
{
    pthread_t t[4];
    for (int i = 0; i < 4; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], 0);
    printf("locked: %ld\n", shared_count);
    printf("cas: %d\n", cas_count);
    printf("xadd: %d\n", xadd_count);
    int x = 5;
    int prev = cas(&x, 4, 9);
    printf("cas fails: %d %d\n", prev, x);
    prev = cas(&x, 5, 9);
    printf("cas succeeds: %d %d\n", prev, x);
    return 0;
}
