/* Join strings with a separator: the list ends with a null pointer, measured once with a
 * va_copy of the list and then copied, as real joiners do. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *join(const char *sep, ...) {
    va_list ap, count;
    size_t len = 0, n = 0;
    va_start(ap, sep);
    va_copy(count, ap);
    for (const char *s; (s = va_arg(count, const char *)) != NULL; n++)
        len += strlen(s);
    va_end(count);
    if (n > 1)
        len += (n - 1) * strlen(sep);
    char *out = malloc(len + 1), *p = out;
    for (size_t i = 0; i < n; i++) {
        const char *s = va_arg(ap, const char *);
        if (i > 0) {
            strcpy(p, sep);
            p += strlen(sep);
        }
        strcpy(p, s);
        p += strlen(s);
    }
    *p = '\0';
    va_end(ap);
    return out;
}

int main(void) {
    char *s = join(", ", "alpha", "beta", "gamma", (char *)NULL);
    printf("[%s]\n", s);
    free(s);
    s = join("/", "usr", "local", "share", "doc", "tcc-rs", "examples", "variadic", "x.c",
             (char *)NULL);
    printf("[%s]\n", s);
    free(s);
    s = join("-", (char *)NULL);
    printf("[%s]\n", s);
    free(s);
    return 0;
}
