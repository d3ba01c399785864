/* A cooperative round-robin scheduler: task structs with a step function pointer, a
 * private state and a priority; a run queue as a circular buffer, sleeping tasks with
 * wake-up ticks, and tasks that spawn other tasks. */
#include <stdio.h>
#include <string.h>

enum task_status { RUNNING, SLEEPING, DONE };

struct task;
struct scheduler;
typedef enum task_status (*step_fn)(struct task *, struct scheduler *);

struct task {
    int id;
    const char *name;
    step_fn step;
    int priority;        /* steps per turn */
    long state[3];
    int wake_at;
    int steps;
};

#define MAX_TASKS 16

struct scheduler {
    struct task tasks[MAX_TASKS];
    int ntasks;
    int queue[MAX_TASKS];
    int head, len;
    int tick;
    int next_id;
    long log_hash;
};

static int spawn(struct scheduler *s, const char *name, step_fn fn, int priority, long arg)
{
    if (s->ntasks == MAX_TASKS || s->len == MAX_TASKS) return -1;
    struct task *t = &s->tasks[s->ntasks];
    memset(t, 0, sizeof *t);
    t->id = s->next_id++;
    t->name = name;
    t->step = fn;
    t->priority = priority;
    t->state[0] = arg;
    s->queue[(s->head + s->len++) % MAX_TASKS] = s->ntasks++;
    return t->id;
}

static void note(struct scheduler *s, const struct task *t, const char *what, long v)
{
    printf("[t%03d] %s#%d %s %ld\n", s->tick, t->name, t->id, what, v);
    s->log_hash = s->log_hash * 131 + v + t->id;
    s->log_hash %= 1000000007;
}

/* Counts down from its argument, one number per step. */
static enum task_status countdown(struct task *t, struct scheduler *s)
{
    if (t->state[0] % 3 == 0) note(s, t, "at", t->state[0]);
    return --t->state[0] > 0 ? RUNNING : DONE;
}

/* Computes Fibonacci numbers incrementally; state: n left, a, b. */
static enum task_status fib(struct task *t, struct scheduler *s)
{
    long next = t->state[1] + t->state[2];
    if (t->state[2] == 0) { t->state[2] = 1; return RUNNING; }
    t->state[1] = t->state[2];
    t->state[2] = next;
    if (--t->state[0] == 0) { note(s, t, "result", t->state[2]); return DONE; }
    return RUNNING;
}

/* Sleeps between beats. */
static enum task_status heartbeat(struct task *t, struct scheduler *s)
{
    note(s, t, "beat", t->state[1]++);
    t->wake_at = s->tick + 4;
    return t->state[1] < (long)t->state[0] ? SLEEPING : DONE;
}

/* Spawns a child countdown every few steps. */
static enum task_status spawner(struct task *t, struct scheduler *s)
{
    if (t->steps % 5 == 0) {
        int id = spawn(s, "child", countdown, 1, 2 + t->state[1]);
        note(s, t, "spawned child", id);
        t->state[1]++;
    }
    return t->state[1] < t->state[0] ? RUNNING : DONE;
}

static void run(struct scheduler *s)
{
    while (s->len > 0 && s->tick < 500) {
        int idx = s->queue[s->head];
        struct task *t = &s->tasks[idx];
        s->head = (s->head + 1) % MAX_TASKS;
        s->len--;
        enum task_status st = RUNNING;
        if (t->wake_at > s->tick) {
            s->tick++;                        /* idle tick while it sleeps */
        } else {
            for (int k = 0; k < t->priority && st == RUNNING; k++) {
                st = t->step(t, s);
                t->steps++;
                s->tick++;
            }
        }
        if (st == DONE)
            note(s, t, "done after steps", t->steps);
        else
            s->queue[(s->head + s->len++) % MAX_TASKS] = idx;
    }
}

int main(void)
{
    static struct scheduler s;
    s.next_id = 1;
    spawn(&s, "count", countdown, 1, 10);
    spawn(&s, "fib", fib, 3, 30);
    spawn(&s, "heart", heartbeat, 1, 4);
    spawn(&s, "spawner", spawner, 2, 3);
    run(&s);
    printf("finished at tick %d with %d tasks created, log hash %ld\n", s.tick, s.ntasks, s.log_hash);
    return s.len;
}
