/* The thread-local call depth and trace buffer, defined here and used from main.c through
 * extern declarations. `thread_local` is <threads.h>'s name for _Thread_local. */
#include <stdio.h>
#include <threads.h>

thread_local int depth;
thread_local char trace[128];
thread_local size_t trace_len = 0;

void enter(const char *name) {
    trace_len += snprintf(trace + trace_len, sizeof trace - trace_len, "%*s>%s", depth, "",
                          name);
    depth++;
}

void leave(void) {
    depth--;
}
