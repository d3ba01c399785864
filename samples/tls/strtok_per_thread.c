/* A reentrant-looking tokenizer whose state is thread-local, as C libraries keep strtok's
 * and errno: each thread splits its own text, interleaved with the others, and a per-thread
 * "last error" records what went wrong for that thread alone. */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static __thread char *next_token;
static __thread int last_error;
static __thread int tokens_seen = 0;

enum { OK, EMPTY_TOKEN, TOO_LONG };

static char *split(char *text, const char *delims) {
    if (text)
        next_token = text;
    if (!next_token)
        return NULL;
    char *start = next_token;
    char *end = start + strcspn(start, delims);
    if (end == start)
        last_error = EMPTY_TOKEN;
    else if (end - start > 8)
        last_error = TOO_LONG;
    next_token = *end ? end + 1 : NULL;
    *end = '\0';
    tokens_seen++;
    return start;
}

struct job {
    const char *text;
    char out[256];
    int error;
    int seen;
};

static void *run(void *arg) {
    struct job *job = arg;
    char *copy = strdup(job->text);
    size_t used = 0;
    for (char *t = split(copy, ",;"); t; t = split(NULL, ",;")) {
        used += snprintf(job->out + used, sizeof job->out - used, "[%s]", t);
        /* Give the other threads a chance to interleave their calls. */
        sched_yield();
    }
    job->error = last_error;
    job->seen = tokens_seen;
    free(copy);
    return NULL;
}

int main(void) {
    struct job jobs[] = {
        {"alpha,beta;gamma,delta"},
        {"one,,three"},
        {"x;extraordinarily;y"},
        {"single"},
        {"a,b,c,d,e,f,g,h,i,j"},
    };
    enum { N = sizeof jobs / sizeof jobs[0] };
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], NULL, run, &jobs[i]);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], NULL);
    static const char *names[] = {"ok", "empty token", "too long"};
    for (int i = 0; i < N; i++)
        printf("%d: %s tokens=%d error=%s\n", i, jobs[i].out, jobs[i].seen,
               names[jobs[i].error]);
    printf("main: tokens=%d error=%s next=%p\n", tokens_seen, names[last_error],
           (void *)next_token);
    return 0;
}
