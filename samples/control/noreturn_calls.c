/* Calls of functions declared noreturn end their block: nothing after them runs, and
   values computed before them and used after the branch around them stay correct. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf env;
static int failures;

__attribute__((noreturn)) static void fail(int code) {
    failures++;
    longjmp(env, code);
}

_Noreturn static void fail_again(const char *why) {
    printf("fail_again: %s\n", why);
    longjmp(env, 100);
}

__attribute__((__noreturn__)) void finish(int status);

void finish(int status) {
    printf("finishing with %d after %d failures\n", status, failures);
    fflush(stdout);
    exit(status);
}

/* noreturn functions with a result: their calls end the block all the same, and the code
   that would use the result is never reached. */
struct pair { long a, b; };

__attribute__((noreturn)) static int fail_int(int code) {
    failures++;
    longjmp(env, code);
}

__attribute__((noreturn)) static double fail_double(double x) {
    longjmp(env, (int)x);
}

__attribute__((noreturn)) static struct pair fail_pair(int code) {
    longjmp(env, code);
}

static long results(int which, long base) {
    long k = base * 3;
    if (which == 1)
        k += fail_int(200) * 2;
    else if (which == 2)
        k -= (long)(fail_double(300.0) * 0.5);
    else if (which == 3)
        k += fail_pair(400).b;
    return k + base;
}

/* Floating values live across the noreturn calls' branches. */
static double check(double a, double b, int i) {
    double s = a * b + i;
    double t = a - b * i;
    if (i > 6)
        fail(i);
    if (s < -1000.0)
        fail_again("s too small");
    return s + t * 0.5;
}

/* A noreturn call inside a loop, as an interpreter's error path. */
static long run(const int *ops, int n) {
    long acc = 0, other = 1;
    for (int pc = 0; pc < n; pc++) {
        switch (ops[pc]) {
        case 0: acc += pc; break;
        case 1: other *= 3; break;
        case 2: if (acc > 20) fail((int)acc); acc -= 1; break;
        default: fail_again("bad opcode");
        }
    }
    return acc * 1000 + other;
}

int main(void) {
    volatile int round = 0;
    int code = setjmp(env);
    printf("round %d, code %d\n", round, code);
    switch (round++) {
    case 0: {
        double total = 0;
        for (int i = 0; i < 10; i++)
            total += check(1.5 + i, 2.25, i);
        printf("not reached %f\n", total);
        break;
    }
    case 1: {
        int ops[] = {0, 1, 0, 2, 1, 0, 2};
        printf("run: %ld\n", run(ops, 7));
        int bad[] = {0, 1, 7};
        printf("not reached %ld\n", run(bad, 3));
        break;
    }
    case 2: {
        int ops[] = {0, 0, 0, 0, 0, 0, 0, 2};
        printf("not reached %ld\n", run(ops, 8));
        break;
    }
    case 3:
        printf("check: %.3f\n", check(-100.0, 20.0, 1));
        break;
    case 4:
        printf("results: %ld\n", results(0, 7));
        printf("not reached %ld\n", results(1, 7));
        break;
    case 5:
        printf("not reached %ld\n", results(2, 7));
        break;
    case 6:
        printf("not reached %ld\n", results(3, 7));
        break;
    default:
        finish(failures + 3);
    }
    finish(42);
}
