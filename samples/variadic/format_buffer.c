/* printf-style formatting into a fixed buffer with vsnprintf: a string builder that
 * appends, reports truncation and never overflows. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct builder {
    char buf[64];
    size_t len;
    int truncated;
};

static int append(struct builder *b, const char *fmt, ...) {
    va_list ap;
    size_t room = sizeof b->buf - b->len;
    va_start(ap, fmt);
    int n = vsnprintf(b->buf + b->len, room, fmt, ap);
    va_end(ap);
    if (n < 0)
        return n;
    if ((size_t)n >= room) {
        b->len = sizeof b->buf - 1;
        b->truncated = 1;
    } else {
        b->len += n;
    }
    return n;
}

int main(void) {
    struct builder b = {{0}, 0, 0};
    append(&b, "%s=%d", "width", 640);
    append(&b, ", %s=%d", "height", 480);
    append(&b, ", ratio=%.4f", 640.0 / 480.0);
    printf("'%s' len=%zu truncated=%d\n", b.buf, b.len, b.truncated);
    int n = append(&b, ", %s", "a string far too long to fit in what is left of the buffer");
    printf("'%s' len=%zu truncated=%d wanted=%d\n", b.buf, b.len, b.truncated, n);
    printf("strlen=%zu\n", strlen(b.buf));
    return 0;
}
