/* A student-grades report read from standard input: each line holds a name, a section
 * letter and five scores. Students are structs with nested score arrays; weights come
 * from a const struct; the report ranks students (ties broken by name), gives letter
 * grades from a table, and prints per-section statistics including the median. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define NSCORES 5
#define MAXSTU 40

struct student {
    char name[20];
    char section;
    int scores[NSCORES];
    double weighted;
    char letter;
};

static const struct {
    const char *label;
    double weight;
    int max;
} parts[NSCORES] = {
    {"hw", 0.15, 50}, {"quiz", 0.10, 20}, {"lab", 0.15, 30}, {"mid", 0.25, 100}, {"final", 0.35, 100},
};

static const struct cutoff { double min; char letter; } cutoffs[] = {
    {90, 'A'}, {80, 'B'}, {70, 'C'}, {60, 'D'}, {0, 'F'},
};

struct stats { int n; double mean, sd, median, min, max; };

static double weighted(const struct student *s) {
    double w = 0;
    for (int i = 0; i < NSCORES; i++)
        w += parts[i].weight * 100.0 * s->scores[i] / parts[i].max;
    return w;
}

static char letter(double w) {
    for (size_t i = 0; i < sizeof cutoffs / sizeof cutoffs[0]; i++)
        if (w >= cutoffs[i].min)
            return cutoffs[i].letter;
    return '?';
}

static int by_rank(const void *pa, const void *pb) {
    const struct student *a = pa, *b = pb;
    if (a->weighted != b->weighted)
        return a->weighted > b->weighted ? -1 : 1;
    return strcmp(a->name, b->name);
}

static int cmp_double(const void *pa, const void *pb) {
    double a = *(const double *)pa, b = *(const double *)pb;
    return (a > b) - (a < b);
}

static struct stats summarize(const struct student *s, int n, char section) {
    double v[MAXSTU];
    struct stats st = {0};
    for (int i = 0; i < n; i++)
        if (section == 0 || s[i].section == section)
            v[st.n++] = s[i].weighted;
    if (st.n == 0)
        return st;
    qsort(v, st.n, sizeof v[0], cmp_double);
    double sum = 0, sq = 0;
    for (int i = 0; i < st.n; i++)
        sum += v[i];
    st.mean = sum / st.n;
    for (int i = 0; i < st.n; i++)
        sq += (v[i] - st.mean) * (v[i] - st.mean);
    st.sd = sqrt(sq / st.n);
    st.median = st.n % 2 ? v[st.n / 2] : (v[st.n / 2 - 1] + v[st.n / 2]) / 2;
    st.min = v[0];
    st.max = v[st.n - 1];
    return st;
}

int main(void) {
    struct student roster[MAXSTU];
    int n = 0, bad = 0;
    char line[128];
    while (n < MAXSTU && fgets(line, sizeof line, stdin)) {
        struct student s;
        memset(&s, 0, sizeof s);
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (sscanf(line, "%19s %c %d %d %d %d %d", s.name, &s.section, &s.scores[0], &s.scores[1],
                   &s.scores[2], &s.scores[3], &s.scores[4]) != 7) {
            bad++;
            continue;
        }
        int ok = 1;
        for (int i = 0; i < NSCORES; i++)
            ok &= s.scores[i] >= 0 && s.scores[i] <= parts[i].max;
        if (!ok) {
            printf("out of range: %s\n", s.name);
            bad++;
            continue;
        }
        s.weighted = weighted(&s);
        s.letter = letter(s.weighted);
        roster[n++] = s;
    }
    qsort(roster, n, sizeof roster[0], by_rank);
    printf("rank %-10s sec", "name");
    for (int i = 0; i < NSCORES; i++)
        printf(" %5s", parts[i].label);
    printf("  total grade\n");
    for (int i = 0; i < n; i++) {
        printf("%4d %-10s  %c ", i + 1, roster[i].name, roster[i].section);
        for (int k = 0; k < NSCORES; k++)
            printf(" %5d", roster[i].scores[k]);
        printf("  %5.2f   %c\n", roster[i].weighted, roster[i].letter);
    }
    int dist[5] = {0};
    for (int i = 0; i < n; i++)
        for (int c = 0; c < 5; c++)
            if (roster[i].letter == cutoffs[c].letter)
                dist[c]++;
    printf("distribution:");
    for (int c = 0; c < 5; c++)
        printf(" %c=%d", cutoffs[c].letter, dist[c]);
    printf("\n");
    const char sections[] = {0, 'A', 'B', 'C'};
    for (int k = 0; k < 4; k++) {
        struct stats st = summarize(roster, n, sections[k]);
        printf("%-7s%c n=%2d mean %6.2f sd %5.2f median %6.2f range %.2f..%.2f\n",
               k ? "section" : "all", k ? sections[k] : ' ', st.n, st.mean, st.sd, st.median, st.min, st.max);
    }
    printf("skipped lines: %d\n", bad);
    return bad > 0 ? 2 : 0;
}
