/* Files and their metadata: a private directory from mkdtemp, files created with open()
 * and explicit modes (umask cleared), fstat/stat/lstat of files, a directory and a symbolic
 * link, chmod, rename, truncate and unlink, with errno for what is gone. Only what does
 * not depend on the machine is printed (no inode numbers or times). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *kind(mode_t m) {
    return S_ISREG(m) ? "file" : S_ISDIR(m) ? "dir" : S_ISLNK(m) ? "link" : "other";
}

static void show(const char *label, const char *path, int follow) {
    struct stat st;
    int rc = follow ? stat(path, &st) : lstat(path, &st);
    if (rc != 0) {
        printf("%-8s %s\n", label, strerror(errno));
        return;
    }
    /* A directory's size depends on the file system: only files show theirs. */
    printf("%-8s %-4s %04o size %lld\n", label, kind(st.st_mode), (unsigned)(st.st_mode & 07777),
           S_ISDIR(st.st_mode) ? 0LL : (long long)st.st_size);
}

int main(void) {
    char dir[] = "/tmp/tccrs-statXXXXXX";
    if (!mkdtemp(dir))
        return 1;
    umask(0);
    char a[64], b[64], l[64];
    snprintf(a, sizeof a, "%s/a.txt", dir);
    snprintf(b, sizeof b, "%s/b.txt", dir);
    snprintf(l, sizeof l, "%s/link", dir);
    int fd = open(a, O_WRONLY | O_CREAT | O_EXCL, 0640);
    write(fd, "hello, stat\n", 12);
    struct stat st;
    fstat(fd, &st);
    printf("fstat    %-4s %04o size %lld\n", kind(st.st_mode), (unsigned)(st.st_mode & 07777),
           (long long)st.st_size);
    close(fd);
    printf("again O_EXCL: %s\n", open(a, O_WRONLY | O_CREAT | O_EXCL, 0600) < 0 ? strerror(errno) : "opened?");
    show("a", a, 1);
    chmod(a, 0604);
    show("chmod", a, 1);
    symlink("a.txt", l);
    show("lstat", l, 0);
    show("stat", l, 1);
    rename(a, b);
    show("old", a, 1);
    show("renamed", b, 1);
    show("dangling", l, 1);
    truncate(b, 5);
    show("trunc", b, 1);
    show("dir", dir, 1);
    unlink(l);
    unlink(b);
    printf("rmdir: %d\n", rmdir(dir));
    show("gone", dir, 1);
    return 0;
}
