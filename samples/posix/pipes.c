/* Pipes: a parent writes numbers through one pipe to a child that squares them and
 * answers through another; end of file when the writer closes; dup2 onto stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
    int to_child[2], to_parent[2];
    if (pipe(to_child) != 0 || pipe(to_parent) != 0)
        return 1;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(to_child[1]);
        close(to_parent[0]);
        int n;
        while (read(to_child[0], &n, sizeof n) == sizeof n) {
            long sq = (long)n * n;
            write(to_parent[1], &sq, sizeof sq);
        }
        dup2(to_parent[1], STDOUT_FILENO);
        printf("child done");
        fflush(stdout);
        _exit(0);
    }
    close(to_child[0]);
    close(to_parent[1]);
    for (int i = 1; i <= 5; i++) {
        int n = i * 111;
        write(to_child[1], &n, sizeof n);
    }
    close(to_child[1]);
    long sq;
    for (int i = 1; i <= 5; i++) {
        if (read(to_parent[0], &sq, sizeof sq) != sizeof sq)
            return 2;
        printf("%d squared is %ld\n", i * 111, sq);
    }
    char tail[32] = {0};
    ssize_t got = read(to_parent[0], tail, sizeof tail - 1);
    printf("then: \"%s\" (%zd bytes)\n", tail, got);
    printf("at end of file: %zd\n", read(to_parent[0], tail, 1));
    int status;
    waitpid(pid, &status, 0);
    printf("child status %d\n", WEXITSTATUS(status));
    return 0;
}
