/* A line filter over standard input with fgets: numbers each line, reverses it, reports
 * blank lines, the longest line, and lines longer than the buffer (read in pieces). */
#include <stdio.h>
#include <string.h>

#define BUF 24

static void reverse(char *s, size_t n) {
    for (size_t i = 0; i < n / 2; i++) {
        char t = s[i];
        s[i] = s[n - 1 - i];
        s[n - 1 - i] = t;
    }
}

int main(void) {
    char buf[BUF];
    char line[256] = "";
    char longest[256] = "";
    int line_no = 0, blanks = 0, split_lines = 0;
    size_t line_len = 0;
    int pieces = 0;

    while (fgets(buf, sizeof buf, stdin) != NULL) {
        size_t n = strlen(buf);
        int complete = n > 0 && buf[n - 1] == '\n';
        if (complete)
            buf[--n] = '\0';
        if (line_len + n < sizeof line) {
            memcpy(line + line_len, buf, n + 1);
            line_len += n;
        }
        pieces++;
        if (!complete && !feof(stdin))
            continue;

        line_no++;
        if (pieces > 1)
            split_lines++;
        if (line_len == 0) {
            blanks++;
            printf("%3d: (blank)\n", line_no);
        } else {
            if (line_len > strlen(longest))
                strcpy(longest, line);
            reverse(line, line_len);
            printf("%3d: %-40s [%zu chars, %d piece%s]\n", line_no, line, line_len, pieces,
                   pieces == 1 ? "" : "s");
        }
        line_len = 0;
        line[0] = '\0';
        pieces = 0;
    }
    printf("%d lines, %d blank, %d longer than %d bytes\n", line_no, blanks, split_lines,
           BUF - 2);
    printf("longest: \"%s\"\n", longest);
    return 0;
}
