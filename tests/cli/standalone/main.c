#include <pthread.h>
#include <stdio.h>
#include "lib.h"

static void *worker(void *arg) {
    int last = 0;
    for (int i = 0; i < 3; i++)
        last = tls_bump();
    atomic_add((long)arg);
    return (void *)(long)last;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)(i + 10));
    for (int i = 0; i < 2; i++) {
        void *r;
        pthread_join(t[i], &r);
        printf("thread %d: %ld\n", i, (long)r);
    }
    printf("main: %d\n", tls_bump());
    printf("vla %ld alloca %ld\n", vla_sum(20), alloca_sum(30));
    printf("ld %.12Lf %d\n", ld_scale(1.0L, 7), ld_compare(2.5L, 4.0L));
    printf("atomic %ld\n", atomic_add(0));
    return 0;
}
