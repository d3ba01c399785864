/* A function whose parameter is a transparent union is compatible with a function type
 * taking one of the union's members there, as gcc extends C's rule: glibc's accept, bind
 * and connect under _GNU_SOURCE take a transparent union of address pointers, and gnulib's
 * signature tests assign them to pointers to functions taking `struct sockaddr *`. */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/socket.h>

typedef union {
    int *ip;
    const char *cp;
} either __attribute__((transparent_union));

static int describe(either e) { return e.ip != 0; }

static int (*take_accept)(int, struct sockaddr *, socklen_t *) = accept;
static int (*take_bind)(int, const struct sockaddr *, socklen_t) = bind;
static int (*take_int)(int *) = describe;
static int (*take_chars)(const char *) = describe;

int main(void) {
    int x = 1;
    printf("%d %d\n", take_accept == accept, take_bind == bind);
    printf("%d %d\n", take_int(&x), take_chars(0));
    return 0;
}
