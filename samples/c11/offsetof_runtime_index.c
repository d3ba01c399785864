/* offsetof with an index that is not a constant: gcc computes the offset at run time
   (libseccomp's `offsetof(struct seccomp_data, args[x])`). */
#include <stddef.h>
#include <stdio.h>

struct arg {
    char tag;
    long value[3];
};

struct data {
    int nr;
    unsigned arch;
    unsigned long long ip;
    unsigned long long args[6];
    struct arg named[4];
};

static size_t arg_offset(unsigned i) { return offsetof(struct data, args[i]); }

static int calls;
static int next(void) { return calls++; }

int main(void) {
    for (unsigned i = 0; i < 6; i++)
        printf("args[%u] at %zu (high half at %zu)\n", i, arg_offset(i), arg_offset(i) + 4);
    for (int i = 0; i < 4; i++)
        for (signed char j = -1; j < 3; j++)
            printf("named[%d].value[%d] at %zu\n", i, j, offsetof(struct data, named[i].value[j]));
    /* Each index is evaluated once. */
    size_t first = offsetof(struct data, named[next()].value[2]);
    size_t second = offsetof(struct data, named[1].value[next()]);
    printf("%zu %zu after %d calls\n", first, second, calls);
    /* Still a size_t. */
    printf("%d\n", (int)sizeof(offsetof(struct data, args[calls])));
    return 0;
}
