/* A program in three functions for -g (tests/cli.rs): gdb breaks by line and shows a
   backtrace with the lines of each frame. Line numbers matter: edit with care. */
#include <stdio.h>

int square(int x) {
    int y = x * x;
    return y;
}

int sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += square(i);
    return s;
}

int main(void) {
    int r = sum(4);
    printf("%d\n", r);
    return 0;
}
