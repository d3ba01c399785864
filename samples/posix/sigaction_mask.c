/* Signals with sigaction: an SA_SIGINFO handler that sees the signal number and the code
 * raise() gives, a signal blocked with sigprocmask stays pending until unblocked, SIG_IGN,
 * and the previous action returned by sigaction. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

static volatile sig_atomic_t seen[4];
static volatile sig_atomic_t order[8], n_order;

static void on_signal(int sig, siginfo_t *info, void *ctx) {
    (void)ctx;
    int k = sig == SIGUSR1 ? 0 : sig == SIGUSR2 ? 1 : 2;
    seen[k]++;
    if (n_order < 8)
        order[n_order++] = sig == SIGUSR1 ? 1 : 2;
    if (info->si_code != SI_TKILL && info->si_code != SI_USER)
        seen[3]++;
}

int main(void) {
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_signal;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGUSR1, &sa, NULL);
    sigaction(SIGUSR2, &sa, NULL);
    raise(SIGUSR1);
    raise(SIGUSR2);
    printf("after raise: usr1 %d usr2 %d odd codes %d\n", seen[0], seen[1], seen[3]);

    sigset_t block, pending;
    sigemptyset(&block);
    sigaddset(&block, SIGUSR2);
    sigprocmask(SIG_BLOCK, &block, NULL);
    raise(SIGUSR2);
    raise(SIGUSR1);
    sigpending(&pending);
    printf("blocked: usr2 pending %d, usr1 pending %d, usr2 count %d\n",
           sigismember(&pending, SIGUSR2), sigismember(&pending, SIGUSR1), seen[1]);
    sigprocmask(SIG_UNBLOCK, &block, NULL);
    printf("unblocked: usr2 count %d\n", seen[1]);

    sa.sa_handler = SIG_IGN;
    sa.sa_flags = 0;
    sigaction(SIGUSR1, &sa, &old);
    printf("previous action had SA_SIGINFO: %d\n", (old.sa_flags & SA_SIGINFO) != 0);
    raise(SIGUSR1);
    printf("ignored: usr1 count %d\n", seen[0]);
    printf("order:");
    for (int i = 0; i < n_order; i++)
        printf(" %s", order[i] == 1 ? "USR1" : "USR2");
    printf("\n");
    return 0;
}
