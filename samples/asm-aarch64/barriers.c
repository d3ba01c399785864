/* Barriers and hints as programs write them on aarch64: dmb ish (with a "memory"
   clobber, gcc's full barrier), yield in a spin-wait, and an empty asm as a compiler
   barrier, around threads passing a value through a flag. */
#include <pthread.h>
#include <stdio.h>

static int data[4];
static volatile int ready;

static void *producer(void *arg)
{
    (void)arg;
    for (int i = 0; i < 4; i++)
        data[i] = (i + 1) * 11;
    __asm__ __volatile__("dmb ish" ::: "memory");
    ready = 1;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, producer, 0);
    while (!ready)
        __asm__ __volatile__("yield" ::: "memory");
    __asm__ __volatile__("dmb ish" ::: "memory");
    int sum = 0;
    for (int i = 0; i < 4; i++)
        sum += data[i];
    pthread_join(t, 0);
    printf("%d\n", sum);
    __asm__ __volatile__("" ::: "memory");
    __asm__ __volatile__("dmb ishld" ::: "memory");
    __asm__ __volatile__("isb" ::: "memory");
    puts("done");
    return 0;
}
