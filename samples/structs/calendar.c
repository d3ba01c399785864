/* A date library on a struct {year, month, day}: validation, day-of-year, conversion to
 * and from a day number (days since 1970-01-01, proleptic Gregorian), adding months with
 * clamping, ISO week numbers, differences, and a printed month calendar. */
#include <stdio.h>
#include <stdbool.h>

typedef struct { int y, m, d; } Date;
typedef struct { int year, week, weekday; } IsoWeek; /* weekday 1 = Monday */

static const char *const month_names[] = {"", "January", "February", "March", "April", "May", "June",
                                          "July", "August", "September", "October", "November", "December"};

static bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static int mdays(int y, int m) {
    static const int n[] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && leap(y) ? 29 : n[m];
}
static bool valid(Date t) { return t.m >= 1 && t.m <= 12 && t.d >= 1 && t.d <= mdays(t.y, t.m); }

/* Howard Hinnant's days_from_civil. */
static long to_days(Date t) {
    int y = t.m <= 2 ? t.y - 1 : t.y;
    long era = (y >= 0 ? y : y - 399) / 400;
    unsigned yoe = (unsigned)(y - era * 400);
    unsigned doy = (153u * (unsigned)(t.m + (t.m > 2 ? -3 : 9)) + 2) / 5 + (unsigned)t.d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (long)doe - 719468;
}

static Date from_days(long z) {
    z += 719468;
    long era = (z >= 0 ? z : z - 146096) / 146097;
    unsigned doe = (unsigned)(z - era * 146097);
    unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    unsigned mp = (5 * doy + 2) / 153;
    Date t;
    t.d = (int)(doy - (153 * mp + 2) / 5 + 1);
    t.m = (int)(mp < 10 ? mp + 3 : mp - 9);
    t.y = (int)(yoe + era * 400) + (t.m <= 2);
    return t;
}

static int weekday(Date t) { /* 1 = Monday .. 7 = Sunday; 1970-01-01 was a Thursday */
    long k = (to_days(t) + 3) % 7;
    return (int)(k < 0 ? k + 7 : k) + 1;
}

static int day_of_year(Date t) { return (int)(to_days(t) - to_days((Date){t.y, 1, 1})) + 1; }

static IsoWeek iso_week(Date t) {
    IsoWeek w;
    w.weekday = weekday(t);
    /* The week belongs to the year of its Thursday. */
    Date thu = from_days(to_days(t) + 4 - w.weekday);
    w.year = thu.y;
    w.week = (day_of_year(thu) - 1) / 7 + 1;
    return w;
}

static Date add_months(Date t, int n) {
    int total = t.y * 12 + (t.m - 1) + n;
    Date r = {total / 12, total % 12 + 1, t.d};
    if (r.d > mdays(r.y, r.m))
        r.d = mdays(r.y, r.m);
    return r;
}

static void print_month(int y, int m) {
    printf("     %s %d\nMo Tu We Th Fr Sa Su\n", month_names[m], y);
    int lead = weekday((Date){y, m, 1}) - 1;
    printf("%*s", lead * 3, "");
    for (int d = 1; d <= mdays(y, m); d++)
        printf("%2d%c", d, (lead + d) % 7 == 0 || d == mdays(y, m) ? '\n' : ' ');
}

int main(void) {
    Date samples[] = {{1970, 1, 1}, {2000, 2, 29}, {1999, 12, 31}, {2024, 12, 30},
                      {2021, 1, 3}, {2026, 11, 22}, {1900, 3, 1}, {2100, 2, 28}, {1601, 1, 1}};
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        Date t = samples[i];
        long n = to_days(t);
        Date back = from_days(n);
        IsoWeek w = iso_week(t);
        printf("%04d-%02d-%02d day %7ld doy %3d iso %04d-W%02d-%d %s\n", t.y, t.m, t.d, n,
               day_of_year(t), w.year, w.week, w.weekday,
               back.y == t.y && back.m == t.m && back.d == t.d ? "ok" : "MISMATCH");
    }
    Date bad[] = {{2023, 2, 29}, {2024, 13, 1}, {2024, 4, 31}, {2024, 2, 29}};
    for (int i = 0; i < 4; i++)
        printf("%04d-%02d-%02d valid: %d\n", bad[i].y, bad[i].m, bad[i].d, valid(bad[i]));
    Date jan31 = {2024, 1, 31};
    for (int k = 1; k <= 4; k++) {
        Date r = add_months(jan31, k);
        printf("2024-01-31 + %d months = %04d-%02d-%02d\n", k, r.y, r.m, r.d);
    }
    long span = to_days((Date){2026, 11, 22}) - to_days((Date){1969, 7, 20});
    printf("days since the moon landing: %ld (%ld weeks %ld days)\n", span, span / 7, span % 7);
    /* Every day round-trips across four centuries. */
    int errors = 0;
    long start = to_days((Date){1900, 1, 1}), end = to_days((Date){2300, 1, 1});
    Date prev = from_days(start - 1);
    for (long z = start; z < end; z++) {
        Date t = from_days(z);
        if (!valid(t) || to_days(t) != z)
            errors++;
        if (t.d == 1 && !(prev.d == mdays(prev.y, prev.m)))
            errors++;
        prev = t;
    }
    printf("checked %ld days, errors %d\n", end - start, errors);
    print_month(2026, 11);
    print_month(2024, 2);
    return errors;
}
