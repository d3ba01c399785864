/* Side effects in aggregate lvalues happen exactly once: `get()->x += k`, `a[i++].n++`,
 * `*next() = make()`, struct-valued calls nested as arguments, and member access on the
 * results of `?:` and comma expressions. A round-robin scheduler over an array of task
 * structs exercises them while counting every call. */
#include <stdio.h>

typedef struct { int id, runs, budget, done; } Task;
typedef struct { int lo, hi; } Range;

static Task tasks[5];
static int cursor, calls_get, calls_next, calls_make;

static Task *get(void) {
    calls_get++;
    return &tasks[cursor % 5];
}
static Task *next(void) {
    calls_next++;
    return &tasks[cursor++ % 5];
}
static Task make(int id, int budget) {
    calls_make++;
    Task t = {id, 0, budget, 0};
    return t;
}
static Range widen(Range r, int by) { return (Range){r.lo - by, r.hi + by}; }
static Range join(Range a, Range b) { return (Range){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi}; }
static int width(Range r) { return r.hi - r.lo; }

int main(void) {
    for (int i = 0; i < 5; i++)
        *next() = make(i + 1, 3 + i * 2);
    printf("after fill: cursor %d, next %d, make %d\n", cursor, calls_next, calls_make);
    cursor = 0;
    int slices = 0, expected_gets = 0;
    while (slices < 40) {
        Task *t = get();
        expected_gets++;
        if (!t->done) {
            expected_gets += 2 + (t->budget <= 2);
            get()->runs += 1;          /* one call to get() for the whole compound assignment */
            get()->budget -= 2;
            if (t->budget <= 0)
                get()->done = 1;
            slices++;
        }
        cursor++;
        int all = 1;
        for (int i = 0; i < 5; i++)
            all &= tasks[i].done;
        if (all)
            break;
    }
    printf("slices %d, get() calls %d\n", slices, calls_get);
    for (int i = 0; i < 5; i++)
        printf("task %d runs %d budget %d done %d\n", tasks[i].id, tasks[i].runs, tasks[i].budget, tasks[i].done);
    int i = 0;
    tasks[i++].runs++;
    tasks[i++].runs += 10;
    ++i;
    tasks[i].budget = tasks[i - 1].budget * 2;
    printf("i = %d, runs %d %d, budget[3] %d\n", i, tasks[0].runs, tasks[1].runs, tasks[3].budget);
    int k = 0;
    Range r = join(widen((Range){k++, 10}, 2), widen(widen((Range){4, 5}, 1), 3));
    printf("range [%d, %d] width %d, k %d\n", r.lo, r.hi, width(r), k);
    int pick = 1;
    int w = width(pick ? widen(r, 1) : r);
    Range other = {0, 1};
    int w2 = (pick++, other).hi;
    w2 += (pick > 1 ? r : other).lo;
    printf("w %d w2 %d pick %d\n", w, w2, pick);
    return calls_get == expected_gets ? 0 : 1;
}
