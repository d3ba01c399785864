/* The comparison builtins behind <math.h>'s isgreater, isless... compare in gcc's type
   (fold_builtin_unordered_cmp): the wider of two floating operands (the first of two of one
   width), or the floating one of a floating and an integer operand. A float compared with an
   int is compared in float, a float with a long double in long double. */
#include <math.h>
#include <stdio.h>

static void line(const char *what, int a, int b, int c, int d, int e, int f) {
    printf("%-26s %d %d %d %d %d %d\n", what, a, b, c, d, e, f);
}

int main(void) {
    volatile float f = 16777216.0f;
    volatile int i = 16777217;
    volatile long long big = 9007199254740993LL;
    volatile double d = 9007199254740992.0;
    volatile long double l = 1.0L + 1e-10L;
    volatile float one = 1.0f;
    /* int 16777217 becomes float 16777216: equal in float, not in double. */
    line("float, int", isless(f, i), isgreater(i, f), islessequal(f, i),
         isgreaterequal(f, i), islessgreater(f, i), isunordered(f, i));
    /* long long 2^53 + 1 becomes double 2^53. */
    line("double, long long", isless(d, big), isgreater(big, d), islessequal(d, big),
         isgreaterequal(d, big), islessgreater(d, big), isunordered(d, big));
    /* the float 1 against 1 + 1e-10 in long double (in float they would be equal) */
    line("float, long double", isless(one, l), isgreater(one, l), islessequal(l, one),
         isgreaterequal(one, l), islessgreater(one, l), isunordered(l, one));
    line("long double, int", isless(l, 1), isgreater(l, 1), islessequal(1, l),
         isgreaterequal(l, 2), islessgreater(l, 1), isunordered(1, l));
    volatile float nan = __builtin_nanf("");
    line("NaN", isless(nan, i), isgreater(l, nan), islessequal(nan, nan),
         isgreaterequal(d, nan), islessgreater(nan, one), isunordered(nan, 3));
    return 0;
}
