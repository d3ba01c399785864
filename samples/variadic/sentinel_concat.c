/* execl-style argument lists ended by a null pointer: concatenating strings into one
 * allocated buffer (two passes over the list with va_copy), and building an argv array. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *concat(const char *sep, const char *first, ...) {
    va_list ap, again;
    size_t len = 0, parts = 0;
    va_start(ap, first);
    va_copy(again, ap);
    for (const char *s = first; s; s = va_arg(ap, const char *))
        len += strlen(s), parts++;
    va_end(ap);
    len += parts ? (parts - 1) * strlen(sep) : 0;
    char *out = malloc(len + 1), *p = out;
    for (const char *s = first; s; s = va_arg(again, const char *)) {
        if (p != out)
            p = stpcpy(p, sep);
        p = stpcpy(p, s);
    }
    va_end(again);
    *p = 0;
    return out;
}

static char **make_argv(int *argc, const char *arg0, ...) {
    va_list ap;
    char **argv = malloc(16 * sizeof *argv);
    int n = 0;
    va_start(ap, arg0);
    for (const char *a = arg0; a && n < 15; a = va_arg(ap, const char *))
        argv[n++] = strdup(a);
    va_end(ap);
    argv[n] = NULL;
    *argc = n;
    return argv;
}

int main(void) {
    char *path = concat("/", "usr", "local", "share", "tcc-rs", (char *)NULL);
    char *words = concat(", ", "one", (char *)NULL);
    char *none = concat("-", (char *)NULL);
    printf("'%s' '%s' '%s'\n", path, words, none);
    int argc;
    char **argv = make_argv(&argc, "cc", "-O2", "-c", "main.c", "-o", "main.o", (char *)NULL);
    for (int i = 0; i < argc; i++)
        printf("argv[%d] = %s\n", i, argv[i]);
    printf("argv[%d] = %s\n", argc, argv[argc] ? "?" : "NULL");
    for (int i = 0; i < argc; i++)
        free(argv[i]);
    free(argv);
    free(path), free(words), free(none);
    return 0;
}
