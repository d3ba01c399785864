/* Calendar intervals: meetings as structs sorted with qsort (ties broken by end and id),
 * merged into busy blocks, the free gaps inside working hours, the minimum number of
 * rooms by a sweep over sorted start/end events, and an interval-overlap query. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int start, end; /* minutes since midnight, half-open [start, end) */
    int id;
    const char *title;
} Meeting;

typedef struct {
    int time;
    int delta; /* +1 start, -1 end */
} Event;

static int by_start(const void *a, const void *b) {
    const Meeting *x = a, *y = b;
    if (x->start != y->start) return x->start - y->start;
    if (x->end != y->end) return x->end - y->end;
    return x->id - y->id;
}

static int by_event(const void *a, const void *b) {
    const Event *x = a, *y = b;
    if (x->time != y->time) return x->time - y->time;
    return x->delta - y->delta; /* ends before starts at the same minute */
}

static void hhmm(int minutes, char out[6]) {
    snprintf(out, 6, "%02d:%02d", minutes / 60 % 100, minutes % 60);
}

static int merge_intervals(const Meeting *m, int n, Meeting *out) {
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (k > 0 && m[i].start <= out[k - 1].end) {
            if (m[i].end > out[k - 1].end) out[k - 1].end = m[i].end;
        } else {
            out[k++] = (Meeting){m[i].start, m[i].end, k, "busy"};
        }
    }
    return k;
}

static int rooms_needed(const Meeting *m, int n, int *peak_time) {
    Event *ev = malloc(sizeof(Event) * (size_t)(2 * n));
    for (int i = 0; i < n; i++) {
        ev[2 * i] = (Event){m[i].start, +1};
        ev[2 * i + 1] = (Event){m[i].end, -1};
    }
    qsort(ev, (size_t)(2 * n), sizeof *ev, by_event);
    int cur = 0, best = 0;
    for (int i = 0; i < 2 * n; i++) {
        cur += ev[i].delta;
        if (cur > best) { best = cur; *peak_time = ev[i].time; }
    }
    free(ev);
    return best;
}

static int overlapping(const Meeting *m, int n, int from, int to, int *ids) {
    int k = 0;
    for (int i = 0; i < n && m[i].start < to; i++)
        if (m[i].end > from) ids[k++] = m[i].id;
    return k;
}

int main(void) {
    Meeting m[] = {
        {9 * 60 + 30, 10 * 60 + 15, 1, "standup"},   {13 * 60, 14 * 60, 2, "lunch talk"},
        {10 * 60, 11 * 60, 3, "design review"},      {16 * 60 + 45, 17 * 60 + 30, 4, "1:1"},
        {11 * 60, 11 * 60 + 30, 5, "interview"},     {13 * 60 + 30, 15 * 60, 6, "planning"},
        {8 * 60, 8 * 60 + 20, 7, "gym"},             {14 * 60 + 55, 15 * 60 + 10, 8, "call"},
        {10 * 60, 10 * 60 + 30, 9, "coffee"},        {9 * 60 + 30, 9 * 60 + 45, 10, "triage"},
        {15 * 60 + 10, 16 * 60, 11, "write-up"},     {13 * 60 + 30, 14 * 60 + 30, 12, "sync"},
    };
    int n = (int)(sizeof m / sizeof m[0]);
    qsort(m, (size_t)n, sizeof m[0], by_start);
    char a[6], b[6];
    printf("sorted:\n");
    for (int i = 0; i < n; i++) {
        hhmm(m[i].start, a);
        hhmm(m[i].end, b);
        printf("  %s-%s #%-2d %s\n", a, b, m[i].id, m[i].title);
    }
    Meeting busy[16];
    int k = merge_intervals(m, n, busy);
    int busy_minutes = 0;
    printf("busy blocks:");
    for (int i = 0; i < k; i++) {
        hhmm(busy[i].start, a);
        hhmm(busy[i].end, b);
        printf(" %s-%s", a, b);
        busy_minutes += busy[i].end - busy[i].start;
    }
    printf("\nfree within 09:00-17:00:");
    int cursor = 9 * 60, free_minutes = 0;
    for (int i = 0; i <= k; i++) {
        int next = i < k ? busy[i].start : 17 * 60;
        if (next > 17 * 60) next = 17 * 60;
        if (next > cursor) {
            hhmm(cursor, a);
            hhmm(next, b);
            printf(" %s-%s", a, b);
            free_minutes += next - cursor;
        }
        if (i < k && busy[i].end > cursor) cursor = busy[i].end;
    }
    int peak = 0;
    int rooms = rooms_needed(m, n, &peak);
    hhmm(peak, a);
    printf("\nbusy %d min, free %d min, rooms needed %d (first at %s)\n", busy_minutes, free_minutes, rooms, a);
    int ids[16];
    int c = overlapping(m, n, 13 * 60 + 45, 15 * 60, ids);
    printf("overlapping 13:45-15:00:");
    for (int i = 0; i < c; i++) printf(" #%d", ids[i]);
    printf("\n");
    return rooms;
}
