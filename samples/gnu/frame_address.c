/* __builtin_frame_address and __builtin_return_address: the frame chain and the return
 * address as gcc gives them (levels 0 and 1). */
#include <stdio.h>

static char *caller_frame;
static void *recorded;

__attribute__((noinline)) static void *where_called(void) {
    return __builtin_return_address(0);
}

__attribute__((noinline)) static int callee(int depth) {
    char *mine = __builtin_frame_address(0);
    char *up = __builtin_frame_address(1);
    printf("depth %d: own frame below the caller's: %d, level 1 is the caller's: %d\n", depth,
           mine < caller_frame, up == caller_frame);
    return mine != 0;
}

__attribute__((noinline)) static int caller(void) {
    caller_frame = __builtin_frame_address(0);
    return callee(1);
}

__attribute__((noinline)) static void record(void) {
    recorded = __builtin_return_address(0);
}

int main(void) {
    printf("frame: %d\n", caller());
    /* Two calls from two places return to two different places; a call from the same
     * place twice, to the same one. */
    void *a = where_called();
    void *b = where_called();
    void *same[2];
    for (int i = 0; i < 2; i++)
        same[i] = where_called();
    printf("return addresses: distinct %d, same %d, non-null %d\n", a != b, same[0] == same[1],
           a != 0);
    record();
    char *r = recorded;
    /* The return address is in main's code, just after the call. */
    printf("in main: %d\n", r > (char *)main && r < (char *)main + 4096);
    return 0;
}
