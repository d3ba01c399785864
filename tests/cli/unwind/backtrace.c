/* glibc's backtrace() from main and from five calls deeper (one of them variadic): the
   counts, and their difference, which does not depend on what runs main (`-run`). */
#include <execinfo.h>
#include <stdarg.h>
#include <stdio.h>

static int frames_deep, frames_main;

__attribute__((noinline)) static int depth(void) {
    void *frames[64];
    frames_deep = backtrace(frames, 64);
    return 1;
}

__attribute__((noinline)) int c3(int x) { return depth() + x; }
__attribute__((noinline)) int c2(int x) { return c3(x + 1) + 1; }
__attribute__((noinline)) int c1(int x) { return c2(x + 1) + 1; }

__attribute__((noinline)) int first_vararg(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int r = c1(va_arg(ap, int));
    va_end(ap);
    return r;
}

int main(void) {
    void *frames[64];
    frames_main = backtrace(frames, 64);
    int r = first_vararg(1, 2);
    printf("%d %d %d\n", frames_deep, frames_main, frames_deep - frames_main);
    return r == 7 ? 0 : 1;
}
