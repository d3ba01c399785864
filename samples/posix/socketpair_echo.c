/* A socketpair between a parent and a forked child: the child upper-cases each message
   and sends it back; the parent reads the replies. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static void serve(int fd) {
    char buf[64];
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < n; i++)
            buf[i] = (char)toupper((unsigned char)buf[i]);
        write(fd, buf, (size_t)n);
    }
    close(fd);
}

int main(void) {
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) {
        perror("socketpair");
        return 1;
    }
    pid_t pid = fork();
    if (pid == 0) {
        close(sv[0]);
        serve(sv[1]);
        _exit(0);
    }
    close(sv[1]);
    const char *words[] = {"hello", "socket pair", "from the parent"};
    for (int i = 0; i < 3; i++) {
        char reply[64] = {0};
        write(sv[0], words[i], strlen(words[i]));
        ssize_t n = read(sv[0], reply, sizeof reply - 1);
        printf("%zd: %s\n", n, reply);
    }
    shutdown(sv[0], SHUT_WR);
    int status;
    waitpid(pid, &status, 0);
    printf("server exited: %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    close(sv[0]);
    return 0;
}
