/* getline on standard input: lines of any length (the buffer grows), line lengths, the
 * last line without a newline, and getdelim with another delimiter on a memory stream. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int n = 0;
    long total = 0;
    while ((len = getline(&line, &cap, stdin)) != -1) {
        n++;
        total += len;
        int newline = len > 0 && line[len - 1] == '\n';
        if (newline)
            line[len - 1] = '\0';
        printf("%2d (%3zd%s) %.40s%s\n", n, len, newline ? "" : ", no newline", line,
               strlen(line) > 40 ? "..." : "");
    }
    printf("%d lines, %ld bytes, buffer large enough: %d\n", n, total, cap >= 100);
    char data[] = "alpha:beta::gamma";
    FILE *m = fmemopen(data, strlen(data), "r");
    while ((len = getdelim(&line, &cap, ':', m)) != -1)
        printf("field (%zd) [%.*s]\n", len, (int)(line[len - 1] == ':' ? len - 1 : len), line);
    fclose(m);
    free(line);
    return 0;
}
