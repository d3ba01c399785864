/* gcc's __atomic_* and __sync_* builtins: a lock-free (Treiber) stack that four threads
 * push onto with compare-exchange on a pointer, a __sync reference count, a spinlock from
 * __sync_lock_test_and_set, and each builtin's value on every integer width, on pointers
 * (unscaled, as gcc says) and through the generic forms on a structure and a double. */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>

struct node {
    struct node *next;
    int value;
};

static struct node *top;
static int refs = 1;
static int lockword;
static unsigned char under_lock;

enum { THREADS = 4, PUSHES = 5000 };

static void push(struct node *n) {
    struct node *old = __atomic_load_n(&top, __ATOMIC_RELAXED);
    do
        n->next = old;
    while (!__atomic_compare_exchange_n(&top, &old, n, 1, __ATOMIC_RELEASE, __ATOMIC_RELAXED));
}

static void *pusher(void *arg) {
    struct node *nodes = arg;
    for (int i = 0; i < PUSHES; i++) {
        push(&nodes[i]);
        __sync_fetch_and_add(&refs, 1);
        while (__sync_lock_test_and_set(&lockword, 1))
            sched_yield();
        under_lock++;
        __sync_lock_release(&lockword);
        __sync_sub_and_fetch(&refs, 1);
    }
    return NULL;
}

static void widths(void) {
    int x = 5, e = 3;
    int r0 = __atomic_load_n(&x, __ATOMIC_SEQ_CST);
    __atomic_store_n(&x, 7, __ATOMIC_RELEASE);
    int r1 = __atomic_exchange_n(&x, 9, __ATOMIC_ACQ_REL);
    printf("load %d, exchange %d -> %d\n", r0, r1, x);
    int ok = __atomic_compare_exchange_n(&x, &e, 11, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas with a stale expected: %d, expected now %d\n", ok, e);
    ok = __atomic_compare_exchange_n(&x, &e, 11, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas again: %d, x %d\n", ok, x);
    int a = __atomic_add_fetch(&x, 1, 0), b = __atomic_fetch_sub(&x, 2, 0);
    int c = __atomic_nand_fetch(&x, 6, 0);
    printf("add_fetch %d, fetch_sub %d, nand_fetch %d, x %d\n", a, b, c, x);
    unsigned short us = 0xffff;
    int old = __atomic_fetch_add(&us, 1, 0);
    printf("unsigned short wraps: %d -> %d\n", old, us);
    signed char sc = 127;
    int s1 = __sync_add_and_fetch(&sc, 1), s2 = __sync_fetch_and_or(&sc, 1);
    printf("signed char: %d %d %d\n", s1, s2, sc);
    int v = __sync_val_compare_and_swap(&x, 0, 1);
    int w = __sync_bool_compare_and_swap(&x, x, 42);
    printf("val_cas %d, bool_cas %d, x %d\n", v, w, x);
    long long ll = -1;
    long long q1 = __atomic_fetch_xor(&ll, 0xff, 0), q2 = __atomic_and_fetch(&ll, 0xf0f, 0);
    printf("long long: %lld %lld\n", q1, q2);
    _Bool flag = 0;
    int was = __atomic_exchange_n(&flag, 1, 0);
    printf("bool exchange %d -> %d\n", was, flag);
    char byte = 0;
    int t1 = __atomic_test_and_set(&byte, 0), t2 = __atomic_test_and_set(&byte, 0);
    __atomic_clear(&byte, 0);
    printf("test_and_set %d %d, cleared %d\n", t1, t2, byte);
}

static void pointers_and_generic(void) {
    int arr[4] = {10, 20, 30, 40};
    int *p = arr;
    int *before = __atomic_fetch_add(&p, sizeof(int), __ATOMIC_SEQ_CST);
    printf("pointer fetch_add by sizeof(int): %d then %d\n", *before, *p);
    printf("pointer exchange: %d\n", *__atomic_exchange_n(&p, arr + 3, 0));
    struct pair { short a, b; } s = {1, 2}, s2 = {3, 4}, s3;
    __atomic_load(&s, &s3, __ATOMIC_ACQUIRE);
    __atomic_store(&s, &s2, __ATOMIC_RELEASE);
    printf("generic load %d %d, store %d %d\n", s3.a, s3.b, s.a, s.b);
    __atomic_exchange(&s, &s3, &s2, __ATOMIC_SEQ_CST);
    printf("generic exchange: now %d %d, was %d %d\n", s.a, s.b, s2.a, s2.b);
    double d = 1.5, expect = 1.5, desired = 2.5;
    int ok = __atomic_compare_exchange(&d, &expect, &desired, 0, 5, 5);
    printf("double cas %d -> %g\n", ok, d);
    printf("lock free: 8 %d, 16 %d, 4 %d\n", __atomic_always_lock_free(sizeof(long), 0),
           __atomic_always_lock_free(16, 0), __atomic_is_lock_free(4, 0));
    __sync_synchronize();
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_signal_fence(__ATOMIC_ACQUIRE);
}

int main(void) {
    pthread_t t[THREADS];
    struct node *pool = calloc(THREADS * PUSHES, sizeof *pool);
    for (int i = 0; i < THREADS * PUSHES; i++)
        pool[i].value = i;
    for (int i = 0; i < THREADS; i++)
        pthread_create(&t[i], NULL, pusher, pool + i * PUSHES);
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);
    long count = 0, sum = 0;
    for (struct node *n = top; n; n = n->next) {
        count++;
        sum += n->value;
    }
    printf("stack: %ld nodes, sum %ld (expected %ld)\n", count, sum,
           (long)THREADS * PUSHES * (THREADS * PUSHES - 1) / 2);
    printf("refs %d, under lock %d (mod 256)\n", refs, under_lock);
    free(pool);
    widths();
    pointers_and_generic();
    return 0;
}
