/* Branch hints never change what a program does: __builtin_expect with side effects in its
 * operand, expected values other than 0 and 1 (and a non-constant one), hints nested in
 * && and || chains and under !, the value of the builtin used as a number, and calls of
 * functions declared noreturn, _Noreturn and cold on the paths they mark unlikely. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define l_unlikely(x) __builtin_expect(((x) != 0), 0)

static jmp_buf on_error;
static int calls, logged;

_Noreturn static void fail(int code) { longjmp(on_error, code); }
__attribute__((noreturn)) static void fail2(const char *why) {
    printf("fail2: %s\n", why);
    longjmp(on_error, 99);
}
__attribute__((cold)) static void note(int v) { logged += v * v + 1; }

static int next(int *counter) { return ++*counter; }

static int classify(int x, int y, int *counter) {
    int r = 0;
    if (unlikely(next(counter) > 1000)) /* side effect in the hinted operand */
        r += 1;
    if (likely(x > 0 && y > 0))
        r += 2;
    if (unlikely(x < -5 || y < -5 || next(counter) == 7))
        r += 4;
    if (__builtin_expect(x % 4, 3) == 3)  /* expected value neither 0 nor 1 */
        r += 8;
    if (__builtin_expect(x, -1) != -1)
        r += 16;
    if (!__builtin_expect(y & 1, 0))
        r += 32;
    if (__builtin_expect(x + y, x))      /* a non-constant expectation: no hint */
        r += 64;
    if (l_unlikely(x == y))
        note(x);
    long scaled = __builtin_expect((long)x * 1000003L, 5) % 97;
    return r + (int)scaled;
}

static int guarded(int v) {
    calls++;
    if (unlikely(v == 13))
        fail(13);
    if (v == 17)
        fail2("seventeen");
    if (unlikely(v < 0) && likely(v > -3))
        return -v;
    return v * 2;
}

int main(void) {
    int counter = 0;
    long sum = 0;
    for (int x = -8; x <= 8; x++)
        for (int y = -8; y <= 8; y++)
            sum += classify(x, y, &counter) * (x + 20);
    printf("sum %ld counter %d logged %d\n", sum, counter, logged);
    for (int v = -4; v <= 20; v++) {
        int code = setjmp(on_error);
        if (code == 0)
            printf("%d -> %d\n", v, guarded(v));
        else
            printf("%d -> error %d\n", v, code);
    }
    printf("calls %d\n", calls);
    while (__builtin_expect(counter > 300, 1))
        counter -= 7;
    printf("counter %d\n", counter);
    return calls == 25 ? 0 : 1;
}
