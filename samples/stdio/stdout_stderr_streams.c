/* Output through every stdio path: puts (adds a newline), fputs (does not), putchar, fputc,
 * fwrite and printf to stdout, with progress chatter on stderr that is not part of the
 * expected output. Returns the number of lines written modulo 256 as a check. */
#include <stdio.h>
#include <string.h>

static int lines;

static void banner(const char *title) {
    size_t n = strlen(title) + 4;
    for (size_t i = 0; i < n; i++)
        putchar('=');
    putchar('\n');
    fputs("| ", stdout);
    fputs(title, stdout);
    fputs(" |\n", stdout);
    for (size_t i = 0; i < n; i++)
        fputc('=', stdout);
    fputc('\n', stdout);
    lines += 3;
}

int main(void) {
    fprintf(stderr, "starting (this goes to stderr)\n");
    banner("stdio streams");
    puts("puts appends a newline");
    lines++;
    fputs("fputs does not, ", stdout);
    fputs("so this continues the line\n", stdout);
    lines++;
    const char raw[] = "fwrite writes raw bytes\n";
    size_t written = fwrite(raw, 1, sizeof raw - 1, stdout);
    lines++;
    fprintf(stderr, "fwrite wrote %zu bytes\n", written);
    fprintf(stdout, "fprintf(stdout) like printf: %d %s\n", 7, "items");
    lines++;
    for (int i = 0; i < 3; i++) {
        fprintf(stderr, "progress %d/3\n", i + 1);
        printf("row %d:", i);
        for (int j = 0; j <= i; j++)
            putc('*', stdout);
        putchar('\n');
        lines++;
    }
    puts("");
    lines++;
    fflush(stdout);
    fputs("warning: nothing is wrong\n", stderr);
    printf("%d lines written\n", ++lines);
    return lines;
}
