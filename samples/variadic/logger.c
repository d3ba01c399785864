/* A levelled logger: a variadic front end formats with vfprintf after a prefix, and a
 * message below the threshold is dropped without touching its arguments. */
#include <stdarg.h>
#include <stdio.h>

enum level { DEBUG, INFO, WARN, ERROR };
static const char *names[] = {"debug", "info", "warn", "error"};
static enum level threshold = INFO;
static int logged;

static void log_at(enum level lv, const char *where, int line, const char *fmt, ...) {
    va_list ap;
    if (lv < threshold)
        return;
    printf("[%-5s] %s:%d: ", names[lv], where, line);
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    putchar('\n');
    logged++;
}

int main(void) {
    log_at(DEBUG, "main.c", 10, "not shown %d", 1);
    log_at(INFO, "main.c", 11, "starting %s v%d.%d", "server", 2, 7);
    log_at(WARN, "net.c", 42, "retry %d of %d after %.1f s", 3, 5, 0.25);
    log_at(ERROR, "disk.c", 7, "%s: %ld bytes free, need %lu", "/var", -1L, 4096UL);
    threshold = DEBUG;
    log_at(DEBUG, "main.c", 12, "%c%c%c %5.2f%% %x %o %e", 'a', 'b', 'c', 99.5, 255u, 8, 1e-5);
    log_at(INFO, "main.c", 13, "no arguments");
    printf("%d lines logged\n", logged);
    return 0;
}
