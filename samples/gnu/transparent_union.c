/* GNU `transparent_union`: a parameter of such a union type takes an argument of any of
   its members' types, passed as the first member is. glibc declares the socket calls that
   way under _GNU_SOURCE (`__SOCKADDR_ARG`), so `bind(fd, (struct sockaddr *)&sin, ...)`
   passes a plain pointer. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

typedef union {
    int *ip;
    long *lp;
    const char *cp;
} number_ref __attribute__((transparent_union));

union __attribute__((transparent_union)) bits {
    unsigned u;
    float f;
};

static long read_number(number_ref r, int kind) {
    switch (kind) {
    case 0: return *r.ip;
    case 1: return *r.lp;
    default: return r.cp[0];
    }
}

static unsigned raw(union bits b) { return b.u; }

int main(void) {
    int fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, fds) != 0)
        return 1;
    if (write(fds[0], "hi", 2) != 2)
        return 2;
    char buf[3] = { 0 };
    if (read(fds[1], buf, 2) != 2)
        return 3;
    printf("socketpair: %s\n", buf);

    int s = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in sin;
    memset(&sin, 0, sizeof sin);
    sin.sin_family = AF_INET;
    sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(s, (struct sockaddr *)&sin, sizeof sin) != 0)
        return 4;
    socklen_t len = sizeof sin;
    if (getsockname(s, (struct sockaddr *)&sin, &len) != 0)
        return 5;
    printf("bound to %s, a port given: %d\n", inet_ntoa(sin.sin_addr), ntohs(sin.sin_port) != 0);
    close(s);

    int i = 7;
    long l = 1L << 40;
    printf("%ld %ld %ld\n", read_number(&i, 0), read_number(&l, 1), read_number("A", 2));
    number_ref r = { .lp = &l };
    printf("%ld\n", read_number(r, 1));
    printf("%x %x\n", raw(1.0f), raw(5u));
    return 0;
}
