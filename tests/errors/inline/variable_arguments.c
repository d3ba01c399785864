/* options: -O2 */
// A body that reads its variable arguments is never copied: gcc blames the function once.
#include <stdarg.h>

static inline __attribute__((always_inline)) int first(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int r = va_arg(ap, int);
    va_end(ap);
    return r;
}

int use(int n) {
    return first(n, 1) + first(n, 2);
}
