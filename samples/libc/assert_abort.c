/* A failing assert(): a ring buffer checks its invariants with assert, the program prints
 * (and flushes) its progress, then a deliberate overfill trips the capacity assertion, which
 * writes its message to stderr and calls abort(), so the exit status is 128 + SIGABRT. */
#include <assert.h>
#include <stdio.h>

#define CAPACITY 4

static int ring[CAPACITY];
static int head, count;

static void put(int value) {
    assert(count < CAPACITY && "ring buffer overflow");
    ring[(head + count) % CAPACITY] = value;
    count++;
}

static int get(void) {
    assert(count > 0);
    int value = ring[head];
    head = (head + 1) % CAPACITY;
    count--;
    return value;
}

int main(void) {
    for (int i = 1; i <= 3; i++)
        put(i * 10);
    printf("got %d\n", get());
    put(40);
    put(50);
    printf("full: count=%d head=%d\n", count, head);
    while (count > 0)
        printf("drain %d\n", get());
    for (int i = 0; i < 6; i++) {
        printf("putting %d\n", i);
        fflush(stdout);
        put(i);
    }
    puts("not reached");
    return 0;
}
