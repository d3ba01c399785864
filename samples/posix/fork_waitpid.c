/* Processes: fork children that exit with different statuses or die by a signal, waitpid
 * for each in turn, and the WIFEXITED/WEXITSTATUS/WIFSIGNALED/WTERMSIG macros. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
    pid_t kids[4];
    for (int i = 0; i < 4; i++) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid < 0)
            return 1;
        if (pid == 0) {
            if (i == 3)
                raise(SIGTERM);
            _exit(10 * i + 1);
        }
        kids[i] = pid;
    }
    for (int i = 0; i < 4; i++) {
        int status;
        pid_t got = waitpid(kids[i], &status, 0);
        if (got != kids[i])
            return 2;
        if (WIFEXITED(status))
            printf("child %d exited with %d\n", i, WEXITSTATUS(status));
        else if (WIFSIGNALED(status))
            printf("child %d killed by signal %s\n", i,
                   WTERMSIG(status) == SIGTERM ? "SIGTERM" : "other");
    }
    int status;
    printf("waitpid with no children left: %d\n", (int)waitpid(-1, &status, WNOHANG));
    return 0;
}
