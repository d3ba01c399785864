/* errno: the error numbers and messages of failing calls (open, strtol, chdir, write to a
 * closed descriptor), errno kept by successful calls, and perror-style reporting. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void report(const char *what, int ok) {
    int e = errno;
    printf("%-28s %s", what, ok ? "ok" : "failed");
    if (!ok)
        printf(": %s (%s)", strerror(e),
               e == ENOENT ? "ENOENT" : e == ERANGE ? "ERANGE" : e == EBADF ? "EBADF"
               : e == ENOTDIR ? "ENOTDIR" : e == EINVAL ? "EINVAL" : "other");
    printf("\n");
}

int main(void) {
    errno = 0;
    int fd = open("/nonexistent/file", O_RDONLY);
    report("open missing file", fd >= 0);
    errno = 0;
    long v = strtol("99999999999999999999999", NULL, 10);
    report("strtol overflow", errno == 0);
    printf("  value is LONG_MAX: %d\n", v == LONG_MAX);
    errno = 0;
    report("chdir to a file", chdir("/etc/passwd") == 0);
    errno = 0;
    report("write to a closed fd", write(99, "x", 1) >= 0);
    errno = EINVAL;
    int kept = strlen("abc") == 3 && errno == EINVAL;
    printf("%-28s %s\n", "strlen leaves errno alone", kept ? "yes" : "no");
    errno = 0;
    report("strtol of a number", (strtol("42", NULL, 10) == 42 && errno == 0));
    return 0;
}
