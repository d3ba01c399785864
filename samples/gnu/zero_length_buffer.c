/* Zero-length arrays (the GNU flexible-array idiom before C99), empty structures, and
   empty initializers {}. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct packet {
    unsigned short kind;
    unsigned short len;
    unsigned char payload[0];
};

struct message {
    int id;
    char text[];
};

struct marker {};
struct tagged { int before; struct marker m; int after; };

static struct packet *make_packet(unsigned short kind, const char *data) {
    size_t n = strlen(data);
    struct packet *p = malloc(sizeof *p + n);
    p->kind = kind;
    p->len = (unsigned short)n;
    memcpy(p->payload, data, n);
    return p;
}

int main(void) {
    struct packet *p = make_packet(7, "payload!");
    printf("sizeof packet %zu, len %u, kind %u\n", sizeof(struct packet), p->len, p->kind);
    for (int i = 0; i < p->len; i++)
        putchar(p->payload[i]);
    putchar('\n');
    free(p);
    int none[0];
    printf("sizeof none %zu\n", sizeof none);
    printf("sizeof message %zu\n", sizeof(struct message));
    printf("sizeof marker %zu tagged %zu offset after %zu\n", sizeof(struct marker),
           sizeof(struct tagged), __builtin_offsetof(struct tagged, after));
    struct tagged t = {};
    int arr[5] = {};
    struct packet hdr = {};
    double d[2][3] = {};
    printf("%d %d %d %d %u %u %.1f\n", t.before, t.after, arr[0], arr[4], hdr.kind, hdr.len, d[1][2]);
    struct marker m1 = {}, m2 = m1;
    (void)m2;
    struct tagged *many = calloc(3, sizeof *many);
    many[2].after = 42;
    printf("%d\n", many[2].after);
    free(many);
    return 0;
}
