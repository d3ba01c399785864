/* A binary min-heap in a fixed array, with assert() checking the heap invariant after every
 * operation; heapsort of a pseudo-random sequence comes out sorted. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define CAPACITY 64

static int heap[CAPACITY];
static int heap_size;

static int is_heap(void) {
    for (int i = 1; i < heap_size; i++)
        if (heap[(i - 1) / 2] > heap[i])
            return 0;
    return 1;
}

static void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

static void push(int value) {
    assert(heap_size < CAPACITY);
    int i = heap_size++;
    heap[i] = value;
    while (i > 0 && heap[(i - 1) / 2] > heap[i]) {
        swap(&heap[(i - 1) / 2], &heap[i]);
        i = (i - 1) / 2;
    }
    assert(is_heap());
}

static int pop(void) {
    assert(heap_size > 0);
    int top = heap[0];
    heap[0] = heap[--heap_size];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < heap_size && heap[l] < heap[m])
            m = l;
        if (r < heap_size && heap[r] < heap[m])
            m = r;
        if (m == i)
            break;
        swap(&heap[i], &heap[m]);
        i = m;
    }
    assert(is_heap());
    return top;
}

int main(void) {
    unsigned state = 12345;
    for (int i = 0; i < 40; i++) {
        state = state * 1103515245u + 12345u;
        push((int)((state >> 16) % 1000));
    }
    assert(heap_size == 40);
    printf("min=%d size=%d\n", heap[0], heap_size);

    int previous = -1;
    int count = 0;
    while (heap_size > 0) {
        int v = pop();
        assert(v >= previous);
        previous = v;
        printf("%4d%s", v, ++count % 10 == 0 ? "\n" : "");
    }
    assert(count == 40);
    puts("heap drained in order");
    return EXIT_SUCCESS;
}
