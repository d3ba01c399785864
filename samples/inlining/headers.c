/* Partial inlining: a function's header (its first tests and the cheap ways out of them
   that return at once) is copied into its callers; the rest stays behind a call. Each
   function below is too large to inline whole, so its calls get the header only. */
#include <stdio.h>
#include <string.h>

struct stack {
    int top;
    long slots[16];
    long nil;
    long registry;
    long upvalues[4];
    int nupvalues;
    int slow_calls;
};

/* Lua's index2value, in miniature: a positive index is a slot (or nil past the top);
   the other cases are longer. */
static long *index_to_value(struct stack *s, int idx) {
    if (idx > 0) {
        if (idx > s->top)
            return &s->nil;
        return &s->slots[idx - 1];
    }
    s->slow_calls++;
    if (idx > -1000) {
        int k = s->top + idx;
        if (k < 0) {
            printf("bad index %d\n", idx);
            return &s->nil;
        }
        return &s->slots[k];
    } else if (idx == -1000) {
        return &s->registry;
    } else {
        int up = -1000 - idx;
        if (up <= s->nupvalues)
            return &s->upvalues[up - 1];
        printf("no upvalue %d\n", up);
        return &s->nil;
    }
}

long get(struct stack *s, int idx) { return *index_to_value(s, idx); }

void set(struct stack *s, int idx, long v) { *index_to_value(s, idx) = v; }

/* A void function whose header returns when there is nothing to do; the rest has
   effects. */
static int flushes;
static char buffer[64];
static int used;

static void flush(int force) {
    if (!force && used < 48)
        return;
    flushes++;
    for (int i = 0; i < used; i++)
        buffer[i] = (char)(buffer[i] ^ 0x20);
    printf("flush %d: %.*s\n", flushes, used, buffer);
    memset(buffer, 0, sizeof buffer);
    used = 0;
}

static void put(const char *text) {
    size_t n = strlen(text);
    memcpy(buffer + used, text, n);
    used += (int)n;
    flush(0);
}

/* A floating result, and a header test on a floating parameter. */
static double scaled(double x, int depth) {
    if (x < 1.0)
        return x * 0.5;
    double r = 0;
    for (int i = 0; i < depth; i++) {
        r += x / (i + 1);
        if (r > 1e6)
            printf("large at %d\n", i);
    }
    return r + depth;
}

/* The header reads memory the caller has just written: the copy must read it there. */
static int counter;
static int next_ticket(int *table, int n) {
    if (counter < n)
        return table[counter++ % n] + 0 * counter;
    counter = 0;
    int sum = 0;
    for (int i = 0; i < n; i++) {
        sum += table[i];
        table[i] = sum;
    }
    printf("refill %d\n", sum);
    return -sum;
}

int main(void) {
    struct stack s;
    memset(&s, 0, sizeof s);
    s.top = 5;
    s.nil = -1;
    s.registry = 77;
    s.nupvalues = 2;
    for (int i = 1; i <= 5; i++)
        set(&s, i, i * 10);
    set(&s, -1, 555);
    set(&s, -1001, 11);
    set(&s, -1002, 22);
    long total = 0;
    for (int i = -1003; i <= 8; i++)
        if (i > -8 || i <= -1000)
            total += get(&s, i) * (i + 2000);
    printf("total %ld, slow calls %d\n", total, s.slow_calls);

    const char *words[] = {"alpha ", "beta ", "gamma ", "delta ", "epsilon ", "zeta "};
    for (int i = 0; i < 20; i++)
        put(words[i % 6]);
    flush(1);

    double d = 0;
    for (int i = 0; i < 10; i++)
        d += scaled(i * 0.3, i);
    printf("scaled %.6f\n", d);

    int table[4] = {3, 1, 4, 1};
    int tickets = 0;
    for (int i = 0; i < 12; i++) {
        if (i == 6)
            counter = 2;
        tickets += next_ticket(table, 4) * (i + 1);
    }
    printf("tickets %d, counter %d\n", tickets, counter);
    return 0;
}
