/* Directories: mkdtemp, mkdir, files created inside, readdir (entries sorted, since the
 * order is the file system's), rmdir of a non-empty directory failing, and cleanup. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int by_string(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void) {
    char dir[] = "/tmp/tcc-rs-dir-XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    char path[256];
    const char *files[] = {"zeta.txt", "alpha.c", "mid.h"};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        int fd = open(path, O_CREAT | O_WRONLY, 0644);
        write(fd, files[i], strlen(files[i]));
        close(fd);
    }
    snprintf(path, sizeof path, "%s/sub", dir);
    mkdir(path, 0755);

    DIR *d = opendir(dir);
    char *names[16];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, n, sizeof names[0], by_string);
    for (int i = 0; i < n; i++) {
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        stat(path, &st);
        printf("%-9s %s %lld\n", names[i], S_ISDIR(st.st_mode) ? "dir " : "file",
               S_ISDIR(st.st_mode) ? 0LL : (long long)st.st_size);
    }
    int r = rmdir(dir);
    printf("rmdir non-empty: %d (%s)\n", r, errno == ENOTEMPTY || errno == EEXIST ? "not empty" : "?");
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        if (strcmp(names[i], "sub") == 0)
            rmdir(path);
        else
            unlink(path);
        free(names[i]);
    }
    printf("rmdir empty: %d\n", rmdir(dir));
    return 0;
}
