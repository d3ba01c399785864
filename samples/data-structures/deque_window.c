/* A growable ring-buffer deque of structs (power-of-two capacity, head index and length)
 * used for a sliding-window maximum over sensor readings (monotonic deque), a palindrome
 * check, and a rotate-by-k puzzle, with wrap-around exercised by small initial capacity. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int index;
    double value;
} Sample;

typedef struct {
    Sample *buf;
    size_t cap, head, len; /* cap is a power of two */
    size_t grows;
} Deque;

static void dq_init(Deque *d, size_t cap) {
    d->buf = malloc(cap * sizeof *d->buf);
    d->cap = cap;
    d->head = d->len = d->grows = 0;
}

static void dq_grow(Deque *d) {
    Sample *nb = malloc(2 * d->cap * sizeof *nb);
    for (size_t i = 0; i < d->len; i++)
        nb[i] = d->buf[(d->head + i) & (d->cap - 1)];
    free(d->buf);
    d->buf = nb;
    d->cap *= 2;
    d->head = 0;
    d->grows++;
}

static Sample *dq_at(Deque *d, size_t i) { return &d->buf[(d->head + i) & (d->cap - 1)]; }

static void dq_push_back(Deque *d, Sample s) {
    if (d->len == d->cap) dq_grow(d);
    *dq_at(d, d->len++) = s;
}

static void dq_push_front(Deque *d, Sample s) {
    if (d->len == d->cap) dq_grow(d);
    d->head = (d->head + d->cap - 1) & (d->cap - 1);
    d->buf[d->head] = s;
    d->len++;
}

static Sample dq_pop_back(Deque *d) { return *dq_at(d, --d->len); }

static Sample dq_pop_front(Deque *d) {
    Sample s = d->buf[d->head];
    d->head = (d->head + 1) & (d->cap - 1);
    d->len--;
    return s;
}

static Sample *dq_front(Deque *d) { return dq_at(d, 0); }
static Sample *dq_back(Deque *d) { return dq_at(d, d->len - 1); }

static void window_max(const double *x, int n, int w, double *out) {
    Deque d;
    dq_init(&d, 2);
    for (int i = 0; i < n; i++) {
        while (d.len && dq_back(&d)->value <= x[i]) dq_pop_back(&d);
        dq_push_back(&d, (Sample){i, x[i]});
        if (dq_front(&d)->index <= i - w) dq_pop_front(&d);
        if (i >= w - 1) out[i - w + 1] = dq_front(&d)->value;
    }
    printf("window deque grew %zu times to capacity %zu\n", d.grows, d.cap);
    free(d.buf);
}

static int is_palindrome(const char *s) {
    Deque d;
    dq_init(&d, 1);
    for (int i = 0; s[i]; i++)
        if (s[i] != ' ') dq_push_back(&d, (Sample){s[i], 0.0});
    int ok = 1;
    while (d.len > 1 && ok) {
        Sample first = dq_pop_front(&d);
        ok = first.index == dq_pop_back(&d).index;
    }
    free(d.buf);
    return ok;
}

int main(void) {
    enum { N = 40, W = 5 };
    double x[N], mx[N - W + 1];
    unsigned s = 31337;
    for (int i = 0; i < N; i++) {
        s = s * 69069u + 1u;
        x[i] = (double)(s >> 20) / 64.0;
    }
    window_max(x, N, W, mx);
    double total = 0;
    printf("window max:");
    for (int i = 0; i < N - W + 1; i++) {
        if (i < 12) printf(" %.2f", mx[i]);
        total += mx[i];
    }
    printf(" ... sum %.4f\n", total);
    static const char *words[] = {"never odd or even", "deque", "a", "step on no pets", "abca"};
    for (int i = 0; i < 5; i++) printf("'%s' palindrome: %d\n", words[i], is_palindrome(words[i]));
    Deque d;
    dq_init(&d, 4);
    for (int i = 1; i <= 10; i++) {
        if (i % 2) dq_push_back(&d, (Sample){i, i * 1.5});
        else dq_push_front(&d, (Sample){i, i * 1.5});
    }
    printf("deque:");
    for (size_t i = 0; i < d.len; i++) printf(" %d", dq_at(&d, i)->index);
    for (int k = 0; k < 7; k++) dq_push_back(&d, dq_pop_front(&d));
    for (int k = 0; k < 3; k++) dq_push_front(&d, dq_pop_back(&d));
    printf("\nrotated:");
    double weighted = 0;
    for (size_t i = 0; i < d.len; i++) {
        printf(" %d", dq_at(&d, i)->index);
        weighted += (double)(i + 1) * dq_at(&d, i)->value;
    }
    printf("\nweighted %.1f head %zu cap %zu\n", weighted, d.head, d.cap);
    free(d.buf);
    return 0;
}
