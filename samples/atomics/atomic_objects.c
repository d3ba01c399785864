/* `_Atomic` objects used with C's own operators: threads incrementing shared counters with
 * `++`, `+=`, `-=` and `*=` (one read-modify-write each), an `_Atomic` pointer stepped by
 * `++`, an array of atomic_int, `_Atomic(T)` in a typedef, and the value of each operator
 * on an atomic local as gcc gives it. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

enum { THREADS = 4, ROUNDS = 25000 };

typedef _Atomic(unsigned) counter_t;

static _Atomic int hits;
static atomic_long total;
static _Atomic unsigned char wraps;
static atomic_int per_slot[THREADS];
static counter_t down = THREADS * ROUNDS;
static int cells[THREADS * ROUNDS + 1];
static int *_Atomic cursor = cells;
static _Atomic long doubling = 1;

static void *worker(void *arg) {
    long id = (long)arg;
    for (int i = 0; i < ROUNDS; i++) {
        hits++;
        ++hits;
        hits -= 1;
        total += i;
        wraps++;
        per_slot[id]++;
        per_slot[(id + 1) % THREADS] += 2;
        down--;
        int *mine = cursor++;
        *mine = 1;
        if (i < 4)
            doubling *= 2;
    }
    return NULL;
}

int main(void) {
    pthread_t t[THREADS];
    for (long i = 0; i < THREADS; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);
    long claimed = 0;
    for (int i = 0; i < THREADS * ROUNDS + 1; i++)
        claimed += cells[i];
    printf("hits %d, total %ld, wraps %d (mod 256)\n", hits, total, wraps);
    printf("slots %d %d %d %d, down %u\n", per_slot[0], per_slot[1], per_slot[2], per_slot[3],
           (unsigned)down);
    printf("cursor advanced %ld, cells claimed once each %ld, doubling %ld\n",
           (long)(cursor - cells), claimed, doubling);

    _Atomic int x = 5;
    int a = x++;
    int b = ++x;
    int c = (x *= 3);
    int d = (x <<= 1);
    int e = (x = 7);
    int f = x--;
    printf("x++ %d, ++x %d, *= %d, <<= %d, = %d, x-- %d, now %d\n", a, b, c, d, e, f, x);
    _Atomic _Bool flag = 0;
    flag++;
    atomic_int y = 10;
    y |= 5;
    y ^= 1;
    y &= 12;
    _Atomic(short) s = 32767;
    s += 1;
    printf("flag %d, y %d, short wraps to %d\n", flag, y, s);
    return 0;
}
