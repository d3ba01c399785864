/* A line calculator: each input line is an integer expression with + - * / % and
 * parentheses, parsed by recursive descent; numbers are read with strtol, so 0x1F and 017
 * work too. Errors are reported per line and the program keeps going. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *cursor;
static int failed;
static char error_message[80];

static long parse_expr(void);

static void fail(const char *message) {
    if (!failed) {
        failed = 1;
        snprintf(error_message, sizeof error_message, "%s at '%.8s'", message, cursor);
    }
}

static void skip_blanks(void) {
    while (isspace((unsigned char)*cursor))
        cursor++;
}

static long parse_primary(void) {
    skip_blanks();
    if (*cursor == '(') {
        cursor++;
        long v = parse_expr();
        skip_blanks();
        if (*cursor != ')') {
            fail("expected ')'");
            return 0;
        }
        cursor++;
        return v;
    }
    if (*cursor == '-') {
        cursor++;
        return -parse_primary();
    }
    if (!isdigit((unsigned char)*cursor)) {
        fail("expected a number");
        return 0;
    }
    char *end;
    errno = 0;
    long v = strtol(cursor, &end, 0);
    if (errno == ERANGE)
        fail("number out of range");
    cursor = end;
    return v;
}

static long parse_term(void) {
    long v = parse_primary();
    for (;;) {
        skip_blanks();
        char op = *cursor;
        if (op != '*' && op != '/' && op != '%')
            return v;
        cursor++;
        long rhs = parse_primary();
        if (op == '*')
            v *= rhs;
        else if (rhs == 0)
            fail("division by zero");
        else if (op == '/')
            v /= rhs;
        else
            v %= rhs;
    }
}

static long parse_expr(void) {
    long v = parse_term();
    for (;;) {
        skip_blanks();
        char op = *cursor;
        if (op != '+' && op != '-')
            return v;
        cursor++;
        long rhs = parse_term();
        v = op == '+' ? v + rhs : v - rhs;
    }
}

int main(void) {
    char line[256];
    int line_no = 0, errors = 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        line_no++;
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '\0' || line[0] == '#')
            continue;
        cursor = line;
        failed = 0;
        long v = parse_expr();
        skip_blanks();
        if (*cursor != '\0')
            fail("trailing input");
        if (failed) {
            errors++;
            printf("%2d: %-28s error: %s\n", line_no, line, error_message);
        } else {
            printf("%2d: %-28s = %ld\n", line_no, line, v);
        }
    }
    printf("%d lines, %d errors\n", line_no, errors);
    return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
