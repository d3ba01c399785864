/* poll on both ends of a pipe: writable when empty, readable once written, and POLLHUP
   when the writer closes. */
#include <poll.h>
#include <stdio.h>
#include <unistd.h>

static void show(const char *when, struct pollfd *fds) {
    int n = poll(fds, 2, 0);
    printf("%-16s ready %d: read end%s%s, write end%s\n", when, n,
           fds[0].revents & POLLIN ? " POLLIN" : "", fds[0].revents & POLLHUP ? " POLLHUP" : "",
           fds[1].revents & POLLOUT ? " POLLOUT" : "");
}

int main(void) {
    int p[2];
    if (pipe(p) != 0)
        return 1;
    struct pollfd fds[2] = {{p[0], POLLIN, 0}, {p[1], POLLOUT, 0}};
    show("empty", fds);
    write(p[1], "ping", 4);
    show("after write", fds);
    char buf[8];
    printf("read %zd\n", read(p[0], buf, sizeof buf));
    show("drained", fds);
    close(p[1]);
    fds[1].fd = -1;
    show("writer closed", fds);
    printf("read at end %zd\n", read(p[0], buf, sizeof buf));
    close(p[0]);
    return 0;
}
