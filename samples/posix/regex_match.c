/* POSIX regular expressions: compile an extended pattern with groups, list every match in
 * a text with its subexpressions, an anchored case-insensitive match, and regerror's text
 * for a bad pattern. */
#include <regex.h>
#include <stdio.h>
#include <string.h>

static void all_matches(const char *pattern, const char *text) {
    regex_t re;
    regmatch_t m[4];
    if (regcomp(&re, pattern, REG_EXTENDED) != 0) {
        printf("cannot compile %s\n", pattern);
        return;
    }
    printf("/%s/ on \"%s\" (%zu groups):\n", pattern, text, re.re_nsub);
    const char *p = text;
    while (regexec(&re, p, 4, m, p == text ? 0 : REG_NOTBOL) == 0) {
        printf("  at %ld: '%.*s'", (long)(p - text + m[0].rm_so), (int)(m[0].rm_eo - m[0].rm_so),
               p + m[0].rm_so);
        for (size_t g = 1; g <= re.re_nsub && g < 4; g++)
            if (m[g].rm_so >= 0)
                printf(" [%zu]='%.*s'", g, (int)(m[g].rm_eo - m[g].rm_so), p + m[g].rm_so);
        printf("\n");
        p += m[0].rm_eo > 0 ? m[0].rm_eo : 1;
    }
    regfree(&re);
}

int main(void) {
    all_matches("([a-z]+)=([0-9]+)", "a=1, bb=22,ccc=333 d=x");
    all_matches("([0-9]{4})-([0-9]{2})-([0-9]{2})", "from 2024-01-31 to 2025-12-01");
    regex_t re;
    regcomp(&re, "^hello[[:space:]]+(world|there)$", REG_EXTENDED | REG_ICASE | REG_NOSUB);
    const char *tries[] = {"Hello World", "HELLO   there", "hello world!", "say hello world"};
    for (int i = 0; i < 4; i++)
        printf("'%s': %s\n", tries[i], regexec(&re, tries[i], 0, NULL, 0) == 0 ? "match" : "no match");
    regfree(&re);
    int rc = regcomp(&re, "a(b", REG_EXTENDED);
    char msg[100];
    regerror(rc, &re, msg, sizeof msg);
    printf("bad pattern: %s\n", msg);
    return 0;
}
