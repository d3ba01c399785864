/* A logging facility built from the preprocessor: variadic macros with __VA_ARGS__ (and the
 * ", ## __VA_ARGS__" comma elision), __func__ and __LINE__ in each message, a compile-time
 * level filter with #if, stringized level names, and a TRACE macro that compiles away. */
#include <stdio.h>
#include <string.h>

#define LEVEL_ERROR 0
#define LEVEL_WARN 1
#define LEVEL_INFO 2
#define LEVEL_DEBUG 3

#ifndef LOG_LEVEL
#define LOG_LEVEL LEVEL_INFO
#endif

static int messages_logged;

#define LOG_AT(level, fmt, ...)                                                        \
    do {                                                                               \
        if (level <= LOG_LEVEL) {                                                      \
            messages_logged++;                                                         \
            printf("%-5s %s:%d: " fmt "\n", level_name(level), __func__, __LINE__,        \
                   ##__VA_ARGS__);                                                     \
        }                                                                              \
    } while (0)

#define ERROR(...) LOG_AT(LEVEL_ERROR, __VA_ARGS__)
#define WARN(...) LOG_AT(LEVEL_WARN, __VA_ARGS__)
#define INFO(...) LOG_AT(LEVEL_INFO, __VA_ARGS__)
#define DEBUG(...) LOG_AT(LEVEL_DEBUG, __VA_ARGS__)

#if LOG_LEVEL >= LEVEL_DEBUG
#define TRACE(expr) printf("trace: %s = %d\n", #expr, (expr))
#else
#define TRACE(expr) ((void)0)
#endif

static const char *level_name(int level) {
    static const char *const names[] = {"ERROR", "WARN", "INFO", "DEBUG"};
    return level >= 0 && level <= 3 ? names[level] : "?";
}

static int divide(int a, int b) {
    DEBUG("dividing %d by %d", a, b);
    if (b == 0) {
        ERROR("division of %d by zero", a);
        return 0;
    }
    if (a % b != 0)
        WARN("%d / %d is inexact (remainder %d)", a, b, a % b);
    return a / b;
}

static void load_config(const char *path) {
    INFO("loading %s", path);
    size_t n = strlen(path);
    if (n < 5 || strcmp(path + n - 5, ".conf") != 0)
        WARN("unusual config name");
    INFO("done");
}

int main(void) {
    INFO("starting with log level %d", LOG_LEVEL);
    load_config("app.conf");
    load_config("settings.ini");
    int total = 0;
    int pairs[][2] = {{10, 2}, {7, 3}, {5, 0}, {100, 10}};
    for (int i = 0; i < 4; i++) {
        total += divide(pairs[i][0], pairs[i][1]);
        TRACE(total);
    }
    INFO("total = %d", total);
    DEBUG("this debug message is filtered out at compile-time level %d", LOG_LEVEL);
    printf("%d messages logged\n", messages_logged);
    return 0;
}
