/* POSIX file I/O: open with O_CREAT|O_EXCL, write, lseek, read, fstat and stat sizes,
 * O_APPEND, ftruncate, and unlink, on a file made by mkstemp. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
    char path[] = "/tmp/tcc-rs-file-io-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return 1;
    const char *text = "first line\nsecond line\n";
    ssize_t n = write(fd, text, strlen(text));
    printf("wrote %zd bytes\n", n);
    struct stat st;
    fstat(fd, &st);
    printf("fstat size %lld, regular %d\n", (long long)st.st_size, S_ISREG(st.st_mode));
    off_t pos = lseek(fd, 6, SEEK_SET);
    char buf[64];
    n = read(fd, buf, 4);
    buf[n] = '\0';
    printf("at %lld read \"%s\"\n", (long long)pos, buf);
    close(fd);

    fd = open(path, O_WRONLY | O_APPEND);
    write(fd, "third\n", 6);
    close(fd);
    stat(path, &st);
    printf("after append: %lld bytes\n", (long long)st.st_size);

    fd = open(path, O_RDWR);
    ftruncate(fd, 10);
    n = read(fd, buf, sizeof buf - 1);
    buf[n] = '\0';
    printf("after truncate: \"%s\" (%zd bytes)\n", buf, n);
    close(fd);

    printf("O_EXCL on existing: %s\n", open(path, O_CREAT | O_EXCL | O_WRONLY, 0600) < 0 ? "refused" : "opened");
    unlink(path);
    printf("after unlink: access %d\n", access(path, F_OK));
    return 0;
}
