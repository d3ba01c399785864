/* Signals: handlers installed with sigaction and signal, raise, a blocked signal that
 * stays pending until unblocked, and the counts the handlers kept. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

static volatile sig_atomic_t usr1_count;
static volatile sig_atomic_t last_signal;

static void on_usr1(int sig) {
    usr1_count++;
    last_signal = sig;
}

static void on_usr2(int sig) {
    last_signal = sig;
}

int main(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr1;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGUSR1, &sa, NULL) != 0)
        return 1;
    signal(SIGUSR2, on_usr2);
    for (int i = 0; i < 3; i++)
        raise(SIGUSR1);
    printf("SIGUSR1 handled %d times, last %s\n", (int)usr1_count,
           last_signal == SIGUSR1 ? "SIGUSR1" : "other");
    raise(SIGUSR2);
    printf("last signal now %s\n", last_signal == SIGUSR2 ? "SIGUSR2" : "other");

    sigset_t block, pending;
    sigemptyset(&block);
    sigaddset(&block, SIGUSR1);
    sigprocmask(SIG_BLOCK, &block, NULL);
    raise(SIGUSR1);
    sigpending(&pending);
    printf("while blocked: count %d, pending %d\n", (int)usr1_count,
           sigismember(&pending, SIGUSR1));
    sigprocmask(SIG_UNBLOCK, &block, NULL);
    printf("after unblock: count %d\n", (int)usr1_count);

    signal(SIGUSR1, SIG_IGN);
    raise(SIGUSR1);
    printf("ignored: count %d\n", (int)usr1_count);
    return 0;
}
