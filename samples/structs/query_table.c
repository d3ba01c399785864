/* A miniature query engine over an array of employee records: a query is a struct of a
 * predicate list (function pointer + argument union), a sort key list (comparators
 * applied in order, ending with a unique id so ties are settled), an optional group-by
 * column and a limit. Several queries are run and their results printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int id;
    char name[12];
    char dept[8];
    int age;
    double salary;
} Row;

typedef union { int i; double d; const char *s; } Arg;
typedef int (*Pred)(const Row *, Arg);
typedef int (*Cmp)(const Row *, const Row *);
typedef enum { G_NONE, G_DEPT, G_DECADE } Group;

typedef struct { Pred fn; Arg arg; const char *text; } Filter;
typedef struct {
    const char *title;
    Filter where[3];
    int nwhere;
    Cmp order[3];
    int norder;
    Group group;
    int limit;
} Query;

static const Row table[] = {
    {1, "ana", "eng", 34, 98000}, {2, "bo", "ops", 45, 61000}, {3, "cy", "eng", 28, 87000},
    {4, "di", "sales", 51, 72000}, {5, "ed", "eng", 41, 120000}, {6, "flo", "ops", 23, 43000},
    {7, "gus", "sales", 37, 66000}, {8, "hal", "eng", 34, 98000}, {9, "ivy", "hr", 29, 52000},
    {10, "jo", "sales", 26, 58000}, {11, "kai", "hr", 48, 71000}, {12, "lu", "ops", 33, 61000},
};
#define NROWS (int)(sizeof table / sizeof table[0])

static int dept_is(const Row *r, Arg a) { return strcmp(r->dept, a.s) == 0; }
static int age_at_least(const Row *r, Arg a) { return r->age >= a.i; }
static int age_below(const Row *r, Arg a) { return r->age < a.i; }
static int salary_above(const Row *r, Arg a) { return r->salary > a.d; }

static int by_salary_desc(const Row *a, const Row *b) { return (a->salary < b->salary) - (a->salary > b->salary); }
static int by_age(const Row *a, const Row *b) { return (a->age > b->age) - (a->age < b->age); }
static int by_dept(const Row *a, const Row *b) { return strcmp(a->dept, b->dept); }
static int by_name(const Row *a, const Row *b) { return strcmp(a->name, b->name); }

static const Query *current;

static int compare_rows(const void *pa, const void *pb) {
    const Row *a = *(const Row *const *)pa, *b = *(const Row *const *)pb;
    for (int k = 0; k < current->norder; k++) {
        int c = current->order[k](a, b);
        if (c)
            return c;
    }
    return (a->id > b->id) - (a->id < b->id); /* unique: the order is total */
}

static void run(const Query *q) {
    const Row *hits[NROWS];
    int n = 0;
    for (int i = 0; i < NROWS; i++) {
        int keep = 1;
        for (int w = 0; w < q->nwhere && keep; w++)
            keep = q->where[w].fn(&table[i], q->where[w].arg);
        if (keep)
            hits[n++] = &table[i];
    }
    current = q;
    qsort(hits, n, sizeof hits[0], compare_rows);
    printf("== %s (where", q->title);
    for (int w = 0; w < q->nwhere; w++)
        printf(" %s%s", w ? "and " : "", q->where[w].text);
    printf("%s)\n", q->nwhere ? "" : " true");
    if (q->group == G_NONE) {
        for (int i = 0; i < n && (q->limit == 0 || i < q->limit); i++)
            printf("  %2d %-4s %-5s %2d %9.2f\n", hits[i]->id, hits[i]->name, hits[i]->dept, hits[i]->age, hits[i]->salary);
        return;
    }
    /* Rows are sorted with the group column first, so groups are contiguous. */
    for (int i = 0; i < n;) {
        int j = i;
        double total = 0;
        int oldest = 0;
        while (j < n && (q->group == G_DEPT ? strcmp(hits[j]->dept, hits[i]->dept) == 0
                                            : hits[j]->age / 10 == hits[i]->age / 10)) {
            total += hits[j]->salary;
            if (hits[j]->age > oldest)
                oldest = hits[j]->age;
            j++;
        }
        if (q->group == G_DEPT)
            printf("  %-5s count %d avg %9.2f oldest %d\n", hits[i]->dept, j - i, total / (j - i), oldest);
        else
            printf("  %d-%d count %d avg %9.2f\n", hits[i]->age / 10 * 10, hits[i]->age / 10 * 10 + 9, j - i, total / (j - i));
        i = j;
    }
}

int main(void) {
    const Query queries[] = {
        {"top earners", {{salary_above, {.d = 70000}, "salary > 70000"}}, 1, {by_salary_desc}, 1, G_NONE, 4},
        {"engineers by age", {{dept_is, {.s = "eng"}, "dept = eng"}}, 1, {by_age, by_name}, 2, G_NONE, 0},
        {"thirties", {{age_at_least, {.i = 30}, "age >= 30"}, {age_below, {.i = 40}, "age < 40"}}, 2,
         {by_salary_desc, by_name}, 2, G_NONE, 0},
        {"per department", {{0}}, 0, {by_dept}, 1, G_DEPT, 0},
        {"per decade, earning well", {{salary_above, {.d = 55000}, "salary > 55000"}}, 1, {by_age}, 1, G_DECADE, 0},
    };
    for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++)
        run(&queries[i]);
    return 0;
}
