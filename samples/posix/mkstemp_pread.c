/* A temporary file from mkstemp: positioned reads and writes (pread, pwrite), lseek,
   ftruncate and fstat, then unlink. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
    char name[] = "/tmp/tcc-rs-sample-XXXXXX";
    int fd = mkstemp(name);
    if (fd < 0) {
        perror("mkstemp");
        return 1;
    }
    printf("name keeps its prefix: %d\n", strncmp(name, "/tmp/tcc-rs-sample-", 19) == 0);
    const char *text = "0123456789abcdefghij";
    printf("write %zd\n", write(fd, text, strlen(text)));
    printf("pwrite %zd\n", pwrite(fd, "XYZ", 3, 5));
    char buf[16] = {0};
    printf("pread %zd: %s\n", pread(fd, buf, 8, 3), buf);
    printf("offset still %ld\n", (long)lseek(fd, 0, SEEK_CUR));
    printf("seek end %ld\n", (long)lseek(fd, -4, SEEK_END));
    memset(buf, 0, sizeof buf);
    printf("read %zd: %s\n", read(fd, buf, sizeof buf - 1), buf);
    ftruncate(fd, 6);
    struct stat st;
    fstat(fd, &st);
    printf("after ftruncate: size %ld, regular %d\n", (long)st.st_size, S_ISREG(st.st_mode));
    int grown = ftruncate(fd, 4096) == 0 && pread(fd, buf, 1, 4000) == 1 && buf[0] == 0;
    printf("hole past the end: %d\n", grown);
    close(fd);
    int unlinked = unlink(name);
    printf("unlink %d, gone %d\n", unlinked, access(name, F_OK) != 0);
    return 0;
}
