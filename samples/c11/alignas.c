/* C11 6.7.5: _Alignas on objects (global, static, local) and on structure members, which
   moves members and changes the structure's size and alignment as in gcc. */
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef double real;

_Alignas(64) char global_line[10];
_Alignas(real) char global_real;
alignas(32) int global_macro = 7;
static _Alignas(128) int file_static[3] = {1, 2, 3};
_Alignas(16) _Alignas(4) short strictest;
_Alignas(0) int no_effect;

struct packet {
    char tag;
    _Alignas(16) int payload;
    char tail;
};

struct lines {
    _Alignas(64) char a;
    char b;
    _Alignas(double) char c[3];
    alignas(long) short d, e;
};

union wide {
    char c;
    _Alignas(32) int i;
};

struct holder {
    char before;
    struct packet p;
    union wide w;
};

static int aligned(const void *p, uintptr_t a) {
    return ((uintptr_t)p & (a - 1)) == 0;
}

static int deep(int n) {
    _Alignas(64) char local[3];
    alignas(32) int counter = n;
    char misalign;
    local[0] = (char)n;
    misalign = local[0];
    int ok = aligned(local, 64) && aligned(&counter, 32) && misalign == (char)n;
    if (n > 0)
        ok = ok && deep(n - 1);
    return ok;
}

int main(void) {
    printf("packet %zu %zu %zu %zu\n", sizeof(struct packet), alignof(struct packet),
           offsetof(struct packet, payload), offsetof(struct packet, tail));
    printf("lines %zu %zu %zu %zu %zu %zu\n", sizeof(struct lines), alignof(struct lines),
           offsetof(struct lines, b), offsetof(struct lines, c), offsetof(struct lines, d),
           offsetof(struct lines, e));
    printf("wide %zu %zu\n", sizeof(union wide), alignof(union wide));
    printf("holder %zu %zu %zu\n", sizeof(struct holder), offsetof(struct holder, p),
           offsetof(struct holder, w));
    printf("globals %d %d %d %d %d %d\n", aligned(global_line, 64), aligned(&global_real, 8),
           aligned(&global_macro, 32), aligned(file_static, 128), aligned(&strictest, 16),
           global_macro + file_static[2] + no_effect);
    static _Alignas(256) char local_static;
    _Alignas(16) struct packet pk = {'x', 42, 'y'};
    struct packet copy = pk;
    printf("locals %d %d %d %c%d%c\n", aligned(&local_static, 256), aligned(&pk, 16),
           deep(3), copy.tag, copy.payload, copy.tail);
    struct lines arr[2];
    printf("array %d %td\n", aligned(&arr[1], 64), (char *)&arr[1].c - (char *)&arr[0]);
    return 0;
}
