/* A matcher for a small regex subset (literals, '.', '*', '+', '?', '^', '$', classes
 * [a-z0-9] and negated [^...]) compiled to an array of atom structs, each with a
 * predicate function pointer; matching backtracks over the atoms. */
#include <stdio.h>
#include <string.h>

enum quant { ONE, STAR, PLUS, OPT };

struct atom;
typedef int (*pred_fn)(const struct atom *, int c);

struct atom {
    pred_fn test;
    enum quant q;
    int ch;
    int negated;
    int nranges;
    struct { unsigned char lo, hi; } ranges[8];
};

struct regex {
    struct atom atoms[32];
    int n;
    int anchored_start, anchored_end;
};

static int match_char(const struct atom *a, int c) { return c == a->ch; }
static int match_any(const struct atom *a, int c) { (void)a; return c != '\0'; }
static int match_class(const struct atom *a, int c)
{
    int i, in = 0;
    for (i = 0; i < a->nranges; i++)
        if (c >= a->ranges[i].lo && c <= a->ranges[i].hi)
            in = 1;
    return c != '\0' && in != a->negated;
}

static int compile(const char *p, struct regex *re)
{
    memset(re, 0, sizeof *re);
    if (*p == '^') { re->anchored_start = 1; p++; }
    while (*p) {
        struct atom *a;
        if (p[0] == '$' && p[1] == '\0') { re->anchored_end = 1; break; }
        if (re->n == 32) return -1;
        a = &re->atoms[re->n++];
        if (*p == '.') { a->test = match_any; p++; }
        else if (*p == '[') {
            a->test = match_class;
            p++;
            if (*p == '^') { a->negated = 1; p++; }
            while (*p && *p != ']') {
                if (a->nranges == 8) return -1;
                a->ranges[a->nranges].lo = (unsigned char)p[0];
                if (p[1] == '-' && p[2] && p[2] != ']') {
                    a->ranges[a->nranges].hi = (unsigned char)p[2];
                    p += 3;
                } else {
                    a->ranges[a->nranges].hi = (unsigned char)p[0];
                    p++;
                }
                a->nranges++;
            }
            if (*p != ']') return -1;
            p++;
        } else {
            if (*p == '\\' && p[1]) p++;
            a->test = match_char;
            a->ch = (unsigned char)*p++;
        }
        if (*p == '*') { a->q = STAR; p++; }
        else if (*p == '+') { a->q = PLUS; p++; }
        else if (*p == '?') { a->q = OPT; p++; }
    }
    return 0;
}

static long steps;

/* Does atoms[i..] match a prefix of s? On success stores the end of the match. */
static int match_here(const struct regex *re, int i, const char *s, const char **end)
{
    steps++;
    if (i == re->n) {
        if (re->anchored_end && *s) return 0;
        *end = s;
        return 1;
    }
    const struct atom *a = &re->atoms[i];
    if (a->q == ONE)
        return a->test(a, (unsigned char)*s) && match_here(re, i + 1, s + 1, end);
    /* Greedy: take as many as allowed, then back off. */
    int max = a->q == OPT ? 1 : 1 << 30, min = a->q == PLUS ? 1 : 0, k = 0;
    while (k < max && a->test(a, (unsigned char)s[k])) k++;
    for (; k >= min; k--)
        if (match_here(re, i + 1, s + k, end)) return 1;
    return 0;
}

/* Leftmost match: returns the start offset and sets *len, or -1. */
static int search(const struct regex *re, const char *s, int *len)
{
    const char *start = s, *end;
    do {
        if (match_here(re, 0, s, &end)) {
            *len = (int)(end - s);
            return (int)(s - start);
        }
    } while (!re->anchored_start && *s++);
    return -1;
}

int main(void)
{
    static const struct { const char *pattern; const char *text; } cases[] = {
        {"ab*c", "xxabbbcyy"},        {"^ab*c", "xxabbbcyy"},
        {"colou?r", "what colour is it"}, {"colou?r", "color"},
        {"[0-9]+", "order 66 shipped 1999"}, {"[0-9][0-9][0-9]+$", "order 66 shipped 1999"},
        {"[^a-z ]+", "lower UPPER lower"}, {"a.c", "abc a-c a\nc"},
        {"^$", ""},                   {"x*", "yyy"},
        {"[A-Za-z_][A-Za-z0-9_]*", "  int foo_bar9 = 3;"},
        {"a*a*a*a*b", "aaaaaaaaaaaaaaaaac"}, {"\\.[ch]$", "main.c"},
        {"[unclosed", "anything"},
    };
    size_t i;
    int matched = 0;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct regex re;
        int len = 0, at;
        if (compile(cases[i].pattern, &re) != 0) {
            printf("%-24s bad pattern\n", cases[i].pattern);
            continue;
        }
        steps = 0;
        at = search(&re, cases[i].text, &len);
        if (at < 0)
            printf("%-24s no match (%ld steps)\n", cases[i].pattern, steps);
        else {
            matched++;
            printf("%-24s at %d len %d \"%.*s\" (%ld steps)\n", cases[i].pattern, at, len, len,
                   cases[i].text + at, steps);
        }
    }
    printf("%d matched\n", matched);
    return 0;
}
