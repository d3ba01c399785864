/* A call through a pointer to a variadic function, in a function that calls alloca, as
 * libattr's attr_copy_fd reports errors through its context's `error` member. On x86-64
 * such a call goes through a stub that sets %al and takes the target as an extra
 * argument; in a function that allocates at run time the call also goes through the
 * runtime's stack-pointer-keeping helper, and both must agree on the arguments. */
#include <alloca.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct error_context {
    void (*error)(struct error_context *, const char *, ...);
    const char *(*quote)(struct error_context *, const char *);
    int count;
};

static void report(struct error_context *ctx, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    ctx->count++;
    printf("error %d: ", ctx->count);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
}

static const char *quote(struct error_context *ctx, const char *name) {
    (void)ctx;
    return name;
}

static double total(int n, ...) {
    va_list ap;
    double sum = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        sum += va_arg(ap, double);
    va_end(ap);
    return sum;
}

static int copy_names(const char *names, struct error_context *ctx,
                      double (*sum)(int, ...)) {
    size_t size = strlen(names);
    char *copy = alloca(size + 1);
    memcpy(copy, names, size + 1);
    int errors = 0;
    for (char *name = copy; *name; name += strlen(name) + 1) {
        char *end = strchr(name, ',');
        if (end)
            *end = '\0';
        const char *q = ctx->quote ? ctx->quote(ctx, name) : name;
        if (ctx && ctx->error) {
            ctx->error(ctx, "attribute %s of %s (%zu bytes)", q, "file", strlen(q));
            ctx->error(ctx, "%s: %.2f %d", q, 1.5 * (double)strlen(q), errors);
            errors++;
        }
        if (!end)
            break;
    }
    printf("sum %.2f\n", sum(3, 0.5, 1.25, (double)errors));
    return errors;
}

int main(void) {
    struct error_context ctx = {report, quote, 0};
    int n = copy_names("user.mime,trusted.md5,security.selinux", &ctx, total);
    printf("%d names, %d reports\n", n, ctx.count);
    return 0;
}
