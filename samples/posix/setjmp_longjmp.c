/* setjmp/longjmp: a non-local exit out of a recursive descent parser on a syntax error,
 * and the value longjmp passes back (0 becomes 1). */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf on_error;
static const char *input;

static int expr(void);

static int primary(void) {
    if (*input == '(') {
        input++;
        int v = expr();
        if (*input != ')')
            longjmp(on_error, 2);
        input++;
        return v;
    }
    if (*input < '0' || *input > '9')
        longjmp(on_error, 1);
    int v = 0;
    while (*input >= '0' && *input <= '9')
        v = v * 10 + (*input++ - '0');
    return v;
}

static int term(void) {
    int v = primary();
    while (*input == '*') {
        input++;
        v *= primary();
    }
    return v;
}

static int expr(void) {
    int v = term();
    while (*input == '+' || *input == '-') {
        char op = *input++;
        int r = term();
        v = op == '+' ? v + r : v - r;
    }
    return v;
}

static void evaluate(const char *text) {
    input = text;
    int code = setjmp(on_error);
    if (code == 0)
        printf("%-12s = %d\n", text, expr());
    else
        printf("%-12s : error %d at offset %d\n", text, code, (int)(input - text));
}

int main(void) {
    evaluate("1+2*3");
    evaluate("(1+2)*3");
    evaluate("2*(3+4)-5");
    evaluate("2*(3+4");
    evaluate("2+*3");
    jmp_buf jb;
    volatile int rounds = 0;
    int v = setjmp(jb);
    rounds++;
    if (rounds < 3)
        longjmp(jb, 0);
    printf("longjmp(jb, 0) returned %d after %d rounds\n", v, rounds);
    return 0;
}
