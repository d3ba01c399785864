/* __func__, __FUNCTION__ and __PRETTY_FUNCTION__ in a tracing macro. */
#include <stdio.h>
#include <string.h>

#define TRACE(fmt, ...) printf("[%s] " fmt "\n", __FUNCTION__, __VA_ARGS__)

static int depth;

static int fib(int n) {
    depth++;
    if (n < 2) {
        TRACE("base case %d at depth %d", n, depth);
        depth--;
        return n;
    }
    int r = fib(n - 1) + fib(n - 2);
    depth--;
    return r;
}

static void check(const char *where) {
    printf("%s: %s %zu\n", where, __PRETTY_FUNCTION__, strlen(__func__));
}

int main(void) {
    TRACE("fib(4) = %d", fib(4));
    check(__FUNCTION__);
    printf("same text: %d %d\n", strcmp(__func__, __FUNCTION__), strcmp(__func__, __PRETTY_FUNCTION__));
    printf("size %zu\n", sizeof __FUNCTION__);
    return 0;
}
