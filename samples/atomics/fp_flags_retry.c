/* A compound assignment to an `_Atomic double` is a compare-exchange loop: when another
   thread writes between the read and the exchange, the new value is computed again from
   the value now there. C11 (6.5.16.2p3, note 113) says the floating-point exceptions of
   the discarded attempts must not show: afterwards the flags say only what the stored
   result raised. Here one thread keeps adding 1.0 while another keeps replacing the total
   by 0 or by 1e300; 1e300 + 1.0 is inexact, a small whole number + 1.0 is exact, so after
   each addition FE_INEXACT must be set exactly when the result is large. */
#include <fenv.h>
#include <pthread.h>
#include <stdio.h>
#include <stdatomic.h>

#define ADDS 200000

static _Atomic double total;
static atomic_int adding = 1;

static void *disturb(void *arg)
{
    (void)arg;
    long n = 0;
    while (atomic_load(&adding)) {
        total = (n++ & 1) ? 1e300 : 0.0;
    }
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, disturb, NULL);
    long wrong = 0, large = 0;
    for (int i = 0; i < ADDS; i++) {
        feclearexcept(FE_ALL_EXCEPT);
        double now = (total += 1.0);
        int inexact = fetestexcept(FE_INEXACT) != 0;
        int big = now > 1e299;
        large += big;
        if (inexact != big)
            wrong++;
    }
    atomic_store(&adding, 0);
    pthread_join(t, NULL);
    printf("%d additions, flags wrong after %ld\n", ADDS, wrong);
    /* Flags raised before an atomic addition stay raised after it. */
    feclearexcept(FE_ALL_EXCEPT);
    feraiseexcept(FE_DIVBYZERO);
    total = 2.0;
    total += 1.0;
    printf("divide-by-zero kept: %d, inexact: %d, total %g\n",
           fetestexcept(FE_DIVBYZERO) != 0, fetestexcept(FE_INEXACT) != 0, (double)total);
    return large < 0;
}
