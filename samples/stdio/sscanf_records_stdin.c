/* Parsing CSV-like records with sscanf: each line is "name,department,age,salary"; the
 * scanset %[^,] splits fields, the return count detects malformed lines, and per-department
 * totals are kept in parallel arrays looked up with strcmp. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTS 8

static char dept_names[MAX_DEPTS][24];
static int dept_people[MAX_DEPTS];
static double dept_salary[MAX_DEPTS];
static int dept_oldest[MAX_DEPTS];
static int dept_count;

static int department(const char *name) {
    for (int i = 0; i < dept_count; i++)
        if (strcmp(dept_names[i], name) == 0)
            return i;
    if (dept_count == MAX_DEPTS)
        return -1;
    strcpy(dept_names[dept_count], name);
    return dept_count++;
}

int main(void) {
    char line[160];
    int line_no = 0, good = 0, bad = 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        line_no++;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char name[32], dept[24];
        int age;
        double salary;
        int fields = sscanf(line, " %31[^,],%23[^,],%d,%lf", name, dept, &age, &salary);
        if (fields != 4) {
            printf("line %d: expected 4 fields, got %d\n", line_no, fields);
            bad++;
            continue;
        }
        if (age < 16 || age > 99 || salary < 0) {
            printf("line %d: implausible record for %s\n", line_no, name);
            bad++;
            continue;
        }
        int d = department(dept);
        if (d < 0) {
            printf("line %d: too many departments\n", line_no);
            bad++;
            continue;
        }
        dept_people[d]++;
        dept_salary[d] += salary;
        if (age > dept_oldest[d])
            dept_oldest[d] = age;
        good++;
    }
    printf("%d records read, %d rejected\n\n", good, bad);
    printf("%-12s %6s %12s %12s %7s\n", "department", "people", "total", "average", "oldest");
    double grand = 0.0;
    for (int i = 0; i < dept_count; i++) {
        printf("%-12s %6d %12.2f %12.2f %7d\n", dept_names[i], dept_people[i], dept_salary[i],
               dept_salary[i] / dept_people[i], dept_oldest[i]);
        grand += dept_salary[i];
    }
    printf("%-12s %6d %12.2f\n", "all", good, grand);

    int year, month, day, hour, minute;
    const char *stamp = "2024-02-29T13:45";
    if (sscanf(stamp, "%4d-%2d-%2dT%2d:%2d", &year, &month, &day, &hour, &minute) == 5)
        printf("\ntimestamp %s -> day %d of month %d, %02d:%02d, year %d\n", stamp, day, month,
               hour, minute, year);
    unsigned int hex;
    char unit[8];
    int consumed;
    if (sscanf("0x1F4 ms trailing", "%x %7s%n", &hex, unit, &consumed) == 2)
        printf("hex %u %s, consumed %d chars\n", hex, unit, consumed);
    return bad > 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
