/* Functions and objects renamed by GNU asm labels, wherever their address is taken: in
   static initializers (glibc's __REDIRECT makes SQLite's table of system calls name
   `stat64` for `stat` under _FILE_OFFSET_BITS=64), in code, and through a label given
   after the initializer that uses the name. */
#define _FILE_OFFSET_BITS 64
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

extern int magnitude(int) __asm__("abs");
static int (*by_label)(int) = magnitude;

long longest(long);
static long (*labelled_later)(long) = longest;
long longest(long) __asm__("labs");

extern char **environment __asm__("environ");
static char ***env_address = &environment;

static struct {
    const char *name;
    int (*call)(const char *, struct stat *);
} syscalls[] = {{"stat", stat}, {"lstat", lstat}};

int main(void) {
    int (*local)(int) = magnitude;
    printf("%d %d %d %ld\n", by_label(-3), local(-4), magnitude(-5), labelled_later(-6L));
    printf("environ: %d\n", *env_address == environment);
    for (int i = 0; i < 2; i++) {
        struct stat st;
        int r = syscalls[i].call("/", &st);
        printf("%s: %d %d\n", syscalls[i].name, r, S_ISDIR(st.st_mode) != 0);
    }
    return 0;
}
