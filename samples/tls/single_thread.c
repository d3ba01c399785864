/* Thread-local objects in a program with one thread behave as ordinary static objects:
 * initial values, zero initialisation, static thread-locals in functions, arrays and
 * structures, and pointers to them. (Uses only the runtime's printing helpers, so the IR
 * interpreter runs it too.) */
int print_int(int n);
int print_char(int c);
int print_newline(void);

struct point {
    int x, y;
};

_Thread_local int seed = 12345;
__thread int zeros[5];
static __thread struct point origin = {3, -4};
extern __thread int shared;
__thread int shared = 7;

static int next_random(void) {
    seed = seed * 1103515245 + 12345;
    return (seed >> 16) & 0x7fff;
}

static int visits(void) {
    static __thread int count = 100;
    return count++;
}

static void move(struct point *p, int dx, int dy) {
    p->x += dx;
    p->y += dy;
}

static void show(int n) {
    print_int(n);
    print_char(' ');
}

int main(void) {
    for (int i = 0; i < 5; i++)
        show(next_random() % 1000);
    print_newline();
    for (int i = 0; i < 5; i++)
        zeros[i] += i * i;
    int *z = zeros;
    for (int i = 0; i < 5; i++)
        show(z[i]);
    print_newline();
    move(&origin, 10, 20);
    show(origin.x);
    show(origin.y);
    show(visits());
    show(visits());
    show(visits());
    int *s = &shared;
    *s *= 6;
    show(shared);
    print_newline();
    return shared - 42;
}
