/* A lexer for a small C-like language reading standard input with getc and ungetc (one
 * character of push-back decides between '=' and '==', '/' and comments, numbers and
 * identifiers). It prints each token and a summary by kind. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum kind { IDENT, KEYWORD, NUMBER, STRING, OPERATOR, PUNCT, KIND_COUNT };
static const char *kind_names[] = {"ident", "keyword", "number", "string", "operator", "punct"};
static const char *keywords[] = {"if", "else", "while", "return", "int", "for"};
static int counts[KIND_COUNT];
static int line = 1;

static void emit(enum kind k, const char *text) {
    counts[k]++;
    printf("%3d %-8s %s\n", line, kind_names[k], text);
}

static int is_keyword(const char *s) {
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
        if (strcmp(s, keywords[i]) == 0)
            return 1;
    return 0;
}

static void skip_comment(int second) {
    int c, prev = 0;
    if (second == '/') {
        while ((c = getc(stdin)) != EOF && c != '\n')
            ;
        if (c == '\n')
            line++;
        return;
    }
    while ((c = getc(stdin)) != EOF) {
        if (c == '\n')
            line++;
        if (prev == '*' && c == '/')
            return;
        prev = c;
    }
}

int main(void) {
    char text[64];
    int c;
    while ((c = getc(stdin)) != EOF) {
        size_t n = 0;
        if (c == '\n') {
            line++;
        } else if (isspace(c)) {
            continue;
        } else if (isalpha(c) || c == '_') {
            do {
                if (n < sizeof text - 1)
                    text[n++] = (char)c;
                c = getc(stdin);
            } while (isalnum(c) || c == '_');
            ungetc(c, stdin);
            text[n] = '\0';
            emit(is_keyword(text) ? KEYWORD : IDENT, text);
        } else if (isdigit(c)) {
            do {
                if (n < sizeof text - 1)
                    text[n++] = (char)c;
                c = getc(stdin);
            } while (isxdigit(c) || c == 'x' || c == '.');
            ungetc(c, stdin);
            text[n] = '\0';
            emit(NUMBER, text);
        } else if (c == '"') {
            text[n++] = '"';
            while ((c = getc(stdin)) != EOF && c != '"' && c != '\n')
                if (n < sizeof text - 2)
                    text[n++] = (char)c;
            text[n++] = '"';
            text[n] = '\0';
            emit(STRING, text);
        } else if (c == '/') {
            int next = getc(stdin);
            if (next == '/' || next == '*') {
                skip_comment(next);
            } else {
                ungetc(next, stdin);
                emit(OPERATOR, "/");
            }
        } else if (strchr("=!<>+-*&|", c) != NULL) {
            int next = getc(stdin);
            text[0] = (char)c;
            if ((next == '=' && strchr("=!<>+-*", c)) || (next == c && strchr("+-&|", c))) {
                text[1] = (char)next;
                text[2] = '\0';
            } else {
                ungetc(next, stdin);
                text[1] = '\0';
            }
            emit(OPERATOR, text);
        } else {
            text[0] = (char)c;
            text[1] = '\0';
            emit(PUNCT, text);
        }
    }
    printf("%d lines;", line - 1);
    for (int k = 0; k < KIND_COUNT; k++)
        printf(" %s %d", kind_names[k], counts[k]);
    putchar('\n');
    return 0;
}
