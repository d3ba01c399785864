/* qsort and bsearch over an array of employee records with several comparators. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct employee {
    char name[16];
    char dept[8];
    int age;
    double salary;
    unsigned id;
};

typedef int (*cmp_fn)(const void *, const void *);

static int by_id(const void *a, const void *b)
{
    const struct employee *x = a, *y = b;
    return (x->id > y->id) - (x->id < y->id);
}

static int by_name(const void *a, const void *b)
{
    const struct employee *x = a, *y = b;
    return strcmp(x->name, y->name);
}

/* Department ascending, then salary descending, then id. */
static int by_dept_salary_desc(const void *a, const void *b)
{
    const struct employee *x = a, *y = b;
    int c = strcmp(x->dept, y->dept);
    if (c)
        return c;
    if (x->salary != y->salary)
        return x->salary < y->salary ? 1 : -1;
    return by_id(a, b);
}

/* Age descending, ties by name. */
static int by_age_desc(const void *a, const void *b)
{
    const struct employee *x = a, *y = b;
    if (x->age != y->age)
        return y->age - x->age;
    return by_name(a, b);
}

static void print_table(const char *title, const struct employee *e, size_t n)
{
    size_t i;
    printf("-- %s --\n", title);
    for (i = 0; i < n; i++)
        printf("%4u %-10s %-5s %3d %10.2f\n", e[i].id, e[i].name, e[i].dept, e[i].age,
               e[i].salary);
}

int main(void)
{
    struct employee staff[] = {
        {"mallory", "ops", 41, 5200.50, 907},
        {"alice", "eng", 33, 8100.00, 101},
        {"bob", "eng", 29, 7300.25, 102},
        {"carol", "sales", 45, 6100.00, 310},
        {"dave", "ops", 38, 5200.50, 905},
        {"erin", "eng", 33, 9100.75, 115},
        {"frank", "sales", 27, 4300.00, 333},
        {"grace", "eng", 51, 9100.75, 100},
        {"heidi", "ops", 29, 4800.00, 912},
        {"ivan", "sales", 38, 6100.00, 301},
    };
    size_t n = sizeof staff / sizeof staff[0];
    static const struct {
        const char *title;
        cmp_fn cmp;
    } orders[] = {
        {"by id", by_id},
        {"by name", by_name},
        {"by dept, salary desc", by_dept_salary_desc},
        {"by age desc", by_age_desc},
    };
    size_t k;

    for (k = 0; k < sizeof orders / sizeof orders[0]; k++) {
        qsort(staff, n, sizeof staff[0], orders[k].cmp);
        print_table(orders[k].title, staff, n);
    }

    /* bsearch by name: the array is sorted by name first. */
    qsort(staff, n, sizeof staff[0], by_name);
    static const char *wanted[] = {"erin", "zed", "alice", "ivan", "bobby"};
    int found = 0;
    for (k = 0; k < sizeof wanted / sizeof wanted[0]; k++) {
        struct employee key;
        memset(&key, 0, sizeof key);
        strcpy(key.name, wanted[k]);
        struct employee *hit = bsearch(&key, staff, n, sizeof staff[0], by_name);
        if (hit) {
            found++;
            printf("found %s: id %u at index %ld\n", wanted[k], hit->id, (long)(hit - staff));
        } else {
            printf("%s not found\n", wanted[k]);
        }
    }

    /* bsearch by id. */
    qsort(staff, n, sizeof staff[0], by_id);
    unsigned ids[] = {905, 100, 500, 333};
    for (k = 0; k < 4; k++) {
        struct employee key;
        key.id = ids[k];
        struct employee *hit = bsearch(&key, staff, n, sizeof staff[0], by_id);
        printf("id %u -> %s\n", ids[k], hit ? hit->name : "(none)");
    }

    double total = 0;
    for (k = 0; k < n; k++)
        total += staff[k].salary;
    printf("payroll %.2f, found %d\n", total, found);
    return 0;
}
