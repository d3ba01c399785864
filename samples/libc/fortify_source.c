/* glibc's _FORTIFY_SOURCE headers, as distributions build with them (-O2
   -D_FORTIFY_SOURCE=2): their wrappers call the object-size-checking builtins
   (__builtin___memcpy_chk and kin), which must exist; calling them directly works too. */
#if defined __OPTIMIZE__ && !defined _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#endif
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <wchar.h>
#include <poll.h>
#include <sys/socket.h>

static int format(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = __builtin___vsnprintf_chk(buf, n, 0, __builtin_object_size(buf, 1), fmt, ap);
    va_end(ap);
    return r;
}

int main(void) {
    char buf[64], small[8];
    strcpy(buf, "fortified");
    strcat(buf, " source");
    memcpy(small, buf, 7);
    small[7] = '\0';
    printf("%s | %s\n", buf, small);

    char *end = __builtin___stpcpy_chk(buf, "abc", __builtin_object_size(buf, 0));
    end = __builtin___mempcpy_chk(end, "def", 4, (size_t)-1);
    printf("%s %d\n", buf, (int)(end - buf));
    __builtin___memset_chk(buf, 'x', 5, sizeof buf);
    __builtin___memmove_chk(buf + 1, buf, 3, sizeof buf - 1);
    __builtin___strncpy_chk(small, "0123456789", 7, sizeof small);
    small[7] = '\0';
    printf("%.5s %s\n", buf, small);
    __builtin___strcpy_chk(buf, "ab", sizeof buf);
    __builtin___strcat_chk(buf, "cd", sizeof buf);
    __builtin___strncat_chk(buf, "efgh", 2, sizeof buf);
    printf("%s\n", buf);

    __builtin___sprintf_chk(buf, 0, sizeof buf, "%d-%s", 42, "x");
    puts(buf);
    __builtin___snprintf_chk(buf, 4, 0, sizeof buf, "%s", "truncated");
    puts(buf);
    format(buf, sizeof buf, "%05d|%-3s|", 7, "ab");
    puts(buf);
    __builtin___printf_chk(0, "%s %d\n", "printf_chk", 1);
    __builtin___fprintf_chk(stdout, 0, "%s %d\n", "fprintf_chk", 2);

    snprintf(buf, sizeof buf, "%ld", strtol("123", 0, 10) * 2);
    puts(buf);
    int fd = open("/dev/null", O_RDONLY);
    printf("read %zd\n", read(fd, buf, sizeof buf));
    close(fd);
    wchar_t w[8];
    wcscpy(w, L"wide");
    printf("%zu\n", wcslen(w));
    return 0;
}
