/* C11 threads (<threads.h>) recursing through functions of another unit: each thread's
 * depth and trace are its own, read here through extern thread-local declarations. */
#include <stdio.h>
#include <string.h>
#include <threads.h>

extern thread_local int depth;
extern _Thread_local char trace[128];
void enter(const char *name);
void leave(void);

static int fib(int n) {
    enter(n < 2 ? "leaf" : "fib");
    int r = n < 2 ? n : fib(n - 1) + fib(n - 2);
    leave();
    return r;
}

struct task {
    int n;
    int result;
    int depth_after;
    char trace[128];
};

static int run(void *arg) {
    struct task *t = arg;
    t->result = fib(t->n);
    t->depth_after = depth;
    strcpy(t->trace, trace);
    return t->n * 10;
}

int main(void) {
    struct task tasks[4] = {{1}, {2}, {3}, {4}};
    thrd_t threads[4];
    for (int i = 0; i < 4; i++)
        if (thrd_create(&threads[i], run, &tasks[i]) != thrd_success)
            return 1;
    for (int i = 0; i < 4; i++) {
        int status;
        thrd_join(threads[i], &status);
        printf("fib(%d)=%d status=%d depth=%d trace=%s\n", tasks[i].n, tasks[i].result, status,
               tasks[i].depth_after, tasks[i].trace);
    }
    enter("main");
    printf("main depth=%d trace=%s\n", depth, trace);
    return 0;
}
