/* Command-line option parsing as in a real tool, run over several simulated argument
 * vectors: short flags (-v, -n 5, -n5), long options (--width=80, --name value), "--" to end
 * options, numeric validation with strtol/errno, and usage errors reported on stderr with a
 * failing exit status from the last vector. */
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool verbose;
static long count;
static long width;
static const char *name;
static int positional;

static bool parse_number(const char *text, const char *option, long lo, long hi, long *out) {
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno == ERANGE || v < lo || v > hi) {
        printf("  error: %s expects an integer in [%ld, %ld], got \"%s\"\n", option, lo, hi, text);
        fprintf(stderr, "usage: tool [-v] [-n COUNT] [--width=N] [--name NAME] FILE...\n");
        return false;
    }
    *out = v;
    return true;
}

static int parse(int argc, const char **argv) {
    verbose = false;
    count = 1;
    width = 72;
    name = "anonymous";
    positional = 0;
    bool options_done = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (options_done || arg[0] != '-' || strcmp(arg, "-") == 0) {
            printf("  file %d: %s\n", ++positional, arg);
        } else if (strcmp(arg, "--") == 0) {
            options_done = true;
        } else if (strcmp(arg, "-v") == 0 || strcmp(arg, "--verbose") == 0) {
            verbose = true;
        } else if (strncmp(arg, "-n", 2) == 0) {
            const char *value = arg[2] ? arg + 2 : (i + 1 < argc ? argv[++i] : "");
            if (!parse_number(value, "-n", 0, 1000, &count))
                return EXIT_FAILURE;
        } else if (strncmp(arg, "--width=", 8) == 0) {
            if (!parse_number(arg + 8, "--width", 20, 200, &width))
                return EXIT_FAILURE;
        } else if (strcmp(arg, "--name") == 0) {
            if (i + 1 == argc) {
                printf("  error: --name needs a value\n");
                return EXIT_FAILURE;
            }
            name = argv[++i];
        } else {
            printf("  error: unknown option %s\n", arg);
            return EXIT_FAILURE;
        }
    }
    printf("  verbose=%s count=%ld width=%ld name=%s files=%d\n", verbose ? "yes" : "no", count,
           width, name, positional);
    return EXIT_SUCCESS;
}

int main(void) {
    const char *run1[] = {"tool", "-v", "-n", "5", "a.c", "b.c"};
    const char *run2[] = {"tool", "--width=100", "--name", "demo", "-n12", "--", "-v", "-"};
    const char *run3[] = {"tool", "-n", "99999999999999999999"};
    const char *run4[] = {"tool", "--width=10"};
    const char *run5[] = {"tool", "--colour"};
    const char *run6[] = {"tool"};
    const char *run7[] = {"tool", "--name"};
    const char **runs[] = {run1, run2, run3, run4, run5, run6, run7};
    int sizes[] = {6, 8, 3, 2, 2, 1, 2};
    int status = EXIT_SUCCESS;
    for (int r = 0; r < 7; r++) {
        printf("run %d:", r + 1);
        for (int i = 1; i < sizes[r]; i++)
            printf(" %s", runs[r][i]);
        putchar('\n');
        status = parse(sizes[r], runs[r]);
        printf("  -> exit status %d\n", status);
    }
    return status;
}
