/* Owns the shared state; reads a variable defined in main.c. */
extern int shared_from_main;
int counter;
int limit = 40;
static int bumps;

int bump(int by) {
    bumps++;
    counter += by;
    return counter;
}

int reset(void) {
    int old = bumps;
    counter = shared_from_main;
    bumps = 0;
    return old;
}
