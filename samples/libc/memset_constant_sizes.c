/* memset with constant sizes around the sizes the optimiser writes as stores (up to 128
   bytes for a constant byte, then a call): each clears or fills a window of a guarded buffer
   at an odd offset, and every byte of the buffer is checked, so a store too many or too few
   shows. A structure the size of gawk's NODE is cleared as gawk's make_number clears it. */
#include <stdio.h>
#include <string.h>

static unsigned char buf[300];

static unsigned long check(void) {
    unsigned long h = 5381;
    for (unsigned i = 0; i < sizeof buf; i++)
        h = h * 33 + buf[i];
    return h;
}

#define CASE(n, byte)                                                                      \
    do {                                                                                   \
        memset(buf, 0xa5, sizeof buf);                                                     \
        void *r = memset(buf + 3, byte, n);                                                \
        printf("%3d %02x %d %lu\n", n, (unsigned char)(byte), r == buf + 3, check());      \
    } while (0)

struct node {
    double num;
    char *stptr;
    long stlen;
    int flags, valref;
    long rest[6];
};

static struct node make(double d) {
    struct node n;
    memset(&n, 0, sizeof n);
    n.num = d;
    n.flags = 5;
    return n;
}

int main(void) {
    CASE(1, 0); CASE(7, 0xff); CASE(15, 0); CASE(16, 0x5a); CASE(17, 0); CASE(31, 0x80);
    CASE(33, 0); CASE(64, 0xff); CASE(88, 0); CASE(100, 0x01); CASE(127, 0); CASE(128, 0xfe);
    CASE(129, 0); CASE(200, 0x33);
    struct node n = make(2.5);
    printf("node %zu %.1f %p %ld %d %d", sizeof n, n.num, (void *)n.stptr, n.stlen, n.flags, n.valref);
    for (int i = 0; i < 6; i++)
        printf(" %ld", n.rest[i]);
    printf("\n");
    return 0;
}
