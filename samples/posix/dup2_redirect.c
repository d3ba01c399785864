/* File descriptors: standard output redirected into a file with dup/dup2 and restored,
 * the file read back with lseek and read, and O_APPEND, pread and pwrite on one file. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    char path[] = "/tmp/tccrs-dupXXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return 1;
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    dup2(fd, STDOUT_FILENO);
    printf("this line went to the file\n");
    printf("and so did %d more\n", 1);
    fflush(stdout);
    dup2(saved, STDOUT_FILENO);
    close(saved);
    printf("back on standard output\n");

    char buf[128];
    off_t end = lseek(fd, 0, SEEK_END);
    lseek(fd, 0, SEEK_SET);
    ssize_t n = read(fd, buf, sizeof buf - 1);
    buf[n > 0 ? n : 0] = 0;
    printf("file has %lld bytes:\n%s", (long long)end, buf);

    pwrite(fd, "THIS", 4, 0);
    n = pread(fd, buf, 10, 0);
    printf("pread after pwrite: '%.*s'\n", (int)n, buf);
    close(fd);

    fd = open(path, O_WRONLY | O_APPEND);
    lseek(fd, 0, SEEK_SET); /* O_APPEND writes at the end anyway */
    write(fd, "appended\n", 9);
    close(fd);
    FILE *f = fopen(path, "r");
    int lines = 0;
    while (fgets(buf, sizeof buf, f))
        printf("%d: %s", ++lines, buf);
    fclose(f);
    unlink(path);
    return 0;
}
