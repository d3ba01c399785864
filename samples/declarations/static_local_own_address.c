/* A block-scope static is in scope in its own initializer, which may take its address
   (libwebp's `static volatile VP8CPUInfo last = (VP8CPUInfo)&last;`, its "not yet
   initialised" mark). */
#include <stdio.h>

typedef int (*Fn)(int);

static int twice(int x) { return 2 * x; }

static int init(Fn f) {
    static volatile Fn last = (Fn)&last;
    int first = last == (Fn)&last;
    last = f;
    return first;
}

struct node { struct node *next; int v; };

int main(void) {
    static void *self = &self;
    static struct node ring = { &ring, 5 };
    static const char *names[] = { "a", (const char *)names };
    int a = init(twice);
    int b = init(twice);
    printf("%d %d %d\n", a, b, self == (void *)&self);
    printf("%d %d\n", ring.next->next->v, names[1] == (const char *)names);
    return 0;
}
