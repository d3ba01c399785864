/* Intervals as structs: meeting bookings are merged after a qsort by (start, end, id),
 * the maximum overlap is found by a sweep over an array of endpoint events (ties broken
 * so that an end comes before a start at the same minute), free gaps in a working day
 * are listed, and rooms are assigned greedily, each room a struct with a booking list. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { int start, end; int id; const char *who; } Meeting;
typedef struct { int at; int delta; int id; } Edge;
typedef struct { int free_at; int count; int ids[16]; } Room;

static int by_start(const void *pa, const void *pb) {
    const Meeting *a = pa, *b = pb;
    if (a->start != b->start) return a->start - b->start;
    if (a->end != b->end) return a->end - b->end;
    return a->id - b->id;
}

static int by_time(const void *pa, const void *pb) {
    const Edge *a = pa, *b = pb;
    if (a->at != b->at) return a->at - b->at;
    if (a->delta != b->delta) return a->delta - b->delta; /* -1 (end) first */
    return a->id - b->id;
}

static void hhmm(int minutes, char out[6]) { sprintf(out, "%02d:%02d", minutes / 60, minutes % 60); }

int main(void) {
    Meeting m[] = {
        {9 * 60, 10 * 60, 1, "standup+"}, {9 * 60 + 30, 11 * 60, 2, "design"}, {13 * 60, 14 * 60, 3, "lunch talk"},
        {10 * 60 + 30, 12 * 60, 4, "review"}, {14 * 60, 15 * 60, 5, "1:1"}, {14 * 60, 14 * 60 + 30, 6, "sync"},
        {16 * 60, 17 * 60 + 30, 7, "planning"}, {9 * 60 + 30, 11 * 60, 8, "interview"}, {17 * 60, 18 * 60, 9, "retro"},
        {12 * 60 + 15, 12 * 60 + 45, 10, "call"},
    };
    int n = sizeof m / sizeof m[0];
    qsort(m, n, sizeof m[0], by_start);
    char a[6], b[6];
    printf("sorted:\n");
    for (int i = 0; i < n; i++) {
        hhmm(m[i].start, a);
        hhmm(m[i].end, b);
        printf("  #%-2d %s-%s %s\n", m[i].id, a, b, m[i].who);
    }
    /* Merge overlapping (touching counts as overlapping). */
    Meeting merged[16];
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (k > 0 && m[i].start <= merged[k - 1].end) {
            if (m[i].end > merged[k - 1].end)
                merged[k - 1].end = m[i].end;
        } else {
            merged[k++] = m[i];
        }
    }
    printf("busy blocks:");
    for (int i = 0; i < k; i++) {
        hhmm(merged[i].start, a);
        hhmm(merged[i].end, b);
        printf(" %s-%s", a, b);
    }
    printf("\nfree between 08:00 and 18:30:");
    int cursor = 8 * 60;
    for (int i = 0; i <= k; i++) {
        int next = i < k ? merged[i].start : 18 * 60 + 30;
        if (next > cursor) {
            hhmm(cursor, a);
            hhmm(next, b);
            printf(" %s-%s", a, b);
        }
        if (i < k && merged[i].end > cursor)
            cursor = merged[i].end;
    }
    printf("\n");
    Edge edges[32];
    int ne = 0;
    for (int i = 0; i < n; i++) {
        edges[ne++] = (Edge){m[i].start, +1, m[i].id};
        edges[ne++] = (Edge){m[i].end, -1, m[i].id};
    }
    qsort(edges, ne, sizeof edges[0], by_time);
    int live = 0, peak = 0, peak_at = 0;
    for (int i = 0; i < ne; i++) {
        live += edges[i].delta;
        if (live > peak) {
            peak = live;
            peak_at = edges[i].at;
        }
    }
    hhmm(peak_at, a);
    printf("peak overlap %d at %s\n", peak, a);
    Room rooms[8] = {{0}};
    int nrooms = 0;
    for (int i = 0; i < n; i++) {
        int r = 0;
        while (r < nrooms && rooms[r].free_at > m[i].start)
            r++;
        if (r == nrooms)
            nrooms++;
        rooms[r].free_at = m[i].end;
        rooms[r].ids[rooms[r].count++] = m[i].id;
    }
    for (int r = 0; r < nrooms; r++) {
        printf("room %d:", r + 1);
        for (int j = 0; j < rooms[r].count; j++)
            printf(" #%d", rooms[r].ids[j]);
        printf("\n");
    }
    return nrooms == peak ? 0 : 1;
}
