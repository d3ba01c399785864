/* Diagnostics with __FILE__ and __LINE__: a REQUIRE macro that reports the failing
 * condition with its location (base name of the file, so the output does not depend on
 * the build directory) and a config validator that exits with EXIT_FAILURE via exit(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

#define WARN(msg) printf("%s:%d: warning: %s\n", base_name(__FILE__), __LINE__, (msg))
#define REQUIRE(cond)                                                                   \
    do {                                                                                \
        if (!(cond)) {                                                                  \
            printf("%s:%d: requirement failed: %s\n", base_name(__FILE__), __LINE__, \
                   #cond);                                                              \
            fprintf(stderr, "aborting\n");                                              \
            exit(EXIT_FAILURE);                                                         \
        }                                                                               \
    } while (0)

static int line_of_definition = __LINE__;

static int parse_setting(const char *text, const char *key, int fallback) {
    size_t n = strlen(key);
    if (strncmp(text, key, n) == 0 && text[n] == '=')
        return atoi(text + n + 1);
    return fallback;
}

static void validate(const char **settings, int count) {
    int threads = 1, memory = 64, retries = 3;
    for (int i = 0; i < count; i++) {
        threads = parse_setting(settings[i], "threads", threads);
        memory = parse_setting(settings[i], "memory", memory);
        retries = parse_setting(settings[i], "retries", retries);
    }
    printf("threads=%d memory=%d retries=%d\n", threads, memory, retries);
    if (memory < 128)
        WARN("memory below 128 MiB");
    REQUIRE(threads >= 1 && threads <= 64);
    REQUIRE(retries < 10);
    printf("configuration ok\n");
}

int main(void) {
    printf("this file is %s; line_of_definition = %d; main starts near line %d\n",
           base_name(__FILE__), line_of_definition, __LINE__);
    const char *good[] = {"threads=8", "memory=512"};
    validate(good, 2);
    const char *low[] = {"threads=2", "memory=32"};
    validate(low, 2);
    const char *bad[] = {"threads=4", "retries=12", "memory=256"};
    validate(bad, 3);
    puts("not reached");
    return EXIT_SUCCESS;
}
