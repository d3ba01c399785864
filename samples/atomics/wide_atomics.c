/* 16-byte atomics, as in lock-free code that pairs a pointer with a version counter: an
 * `_Atomic unsigned __int128` incremented by four threads (`++` and `+=` through
 * libatomic's fetch-add, `*=` by its compare-exchange), and gcc's `__atomic` builtins on an
 * `__int128`. Linked with -latomic, as gcc's users do. The totals are exact. */
#include <pthread.h>
#include <stdio.h>
typedef unsigned __int128 u128;
static _Atomic u128 big = (u128)1 << 64;
static _Atomic u128 prod = 1;
static void *work(void *arg) {
    (void)arg;
    for (int i = 0; i < 20000; i++) {
        big++;
        big += (u128)1 << 70;
        if (i % 1000 == 0)
            prod *= 3;
    }
    return NULL;
}
static void show(const char *s, u128 v) {
    printf("%s %016llx%016llx\n", s, (unsigned long long)(v >> 64), (unsigned long long)v);
}
int main(void) {
    pthread_t t[4];
    for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, work, NULL);
    for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
    show("big", big);
    show("prod", prod);
    __int128 x = 5;
    __int128 old = __atomic_fetch_add(&x, (__int128)1 << 100, __ATOMIC_SEQ_CST);
    show("old", (u128)old);
    __int128 want = 7;
    int ok = __atomic_compare_exchange_n(&x, &want, -1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas %d\n", ok);
    show("want", (u128)want);
    ok = __atomic_compare_exchange_n(&x, &want, -1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas %d\n", ok);
    show("x", (u128)__atomic_load_n(&x, __ATOMIC_ACQUIRE));
    __atomic_store_n(&x, 42, __ATOMIC_RELEASE);
    show("xchg", (u128)__atomic_exchange_n(&x, 43, __ATOMIC_SEQ_CST));
    show("or", (u128)__atomic_or_fetch(&x, (__int128)1 << 127, __ATOMIC_SEQ_CST));
    return 0;
}
