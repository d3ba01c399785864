/* `?:` as gcc takes it: an arm of type void makes the whole void (GNU C), and pointers to
   a prototyped and an old-style function have the composite type (less does
   `secure ? SIG_IGN : stop`). */
#include <signal.h>
#include <stdio.h>

static int stops;
static void stop(sig) int sig; { stops += sig; }

static int calls;
static void note(int n) { calls += n; }

int main(void) {
    int secure = 0;
    void (*h)(int) = secure ? SIG_IGN : stop;
    h(3);
    printf("%d %d\n", h == stop, stops);
    for (int i = 0; i < 4; i++)
        i % 2 ? note(i) : (void)0;
    1 ? -2 : (void)-1;
    secure ? (void)note(100) : note(10);
    printf("%d\n", calls);
    return 0;
}
