/* Sorting an array of employee records with the C library's qsort and comparators that
 * look inside the structs (by salary, then by name), plus a dispatch table of operations. */
int printf(const char *fmt, ...);
void qsort(void *base, unsigned long n, unsigned long size, int (*cmp)(const void *, const void *));
int strcmp(const char *a, const char *b);

enum department { ENGINEERING, SALES, SUPPORT };

struct employee {
    char name[12];
    enum department dept;
    unsigned short age;
    double salary;
};

static const char *dept_names[] = { [SALES] = "sales", [ENGINEERING] = "eng", [SUPPORT] = "support" };

static int by_salary_then_name(const void *a, const void *b) {
    const struct employee *x = a, *y = b;
    if (x->salary != y->salary)
        return x->salary < y->salary ? 1 : -1;
    return strcmp(x->name, y->name);
}

static int by_dept_then_age(const void *a, const void *b) {
    const struct employee *x = a, *y = b;
    if (x->dept != y->dept)
        return (int)x->dept - (int)y->dept;
    return x->age - y->age;
}

static double total(const struct employee *e, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += e[i].salary;
    return s;
}

static double oldest(const struct employee *e, int n) {
    int best = 0;
    for (int i = 1; i < n; i++)
        if (e[i].age > e[best].age)
            best = i;
    return e[best].age;
}

static double mean_age(const struct employee *e, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += e[i].age;
    return s / n;
}

struct report {
    const char *label;
    double (*compute)(const struct employee *, int);
};

static const struct report reports[] = {
    { "total salary", total },
    { .compute = oldest, .label = "oldest" },
    { "mean age", mean_age },
};

static void print(const struct employee *e, int n) {
    for (int i = 0; i < n; i++)
        printf("  %-8s %-7s %2u %9.2f\n", e[i].name, dept_names[e[i].dept], e[i].age,
               e[i].salary);
}

int main(void) {
    struct employee staff[] = {
        { "ada", ENGINEERING, 36, 9100.5 },
        { "brian", SALES, 51, 5200 },
        { "claude", SUPPORT, 29, 4100.25 },
        { .name = "dennis", .salary = 9100.5, .age = 44 },
        { "edsger", SALES, 62, 6100 },
        { "grace", SUPPORT, 45, 5200 },
    };
    int n = sizeof staff / sizeof staff[0];
    qsort(staff, n, sizeof staff[0], by_salary_then_name);
    printf("by salary:\n");
    print(staff, n);
    qsort(staff, n, sizeof(struct employee), by_dept_then_age);
    printf("by department:\n");
    print(staff, n);
    for (unsigned long i = 0; i < sizeof reports / sizeof reports[0]; i++)
        printf("%s: %.2f\n", reports[i].label, reports[i].compute(staff, n));
    return 0;
}
