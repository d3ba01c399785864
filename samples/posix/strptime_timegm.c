/* Time in UTC without the machine's clock or zone: strptime parses dates, timegm turns
 * them into seconds, gmtime_r back, strftime formats (weekday, day of year, ISO week), and
 * difftime and mktime-free arithmetic give durations. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(void) {
    const char *dates[] = {"2024-02-28 23:59:30", "2024-02-29 00:00:00", "2000-01-01 12:00:00",
                           "1970-01-01 00:00:00", "2038-01-19 03:14:07"};
    time_t prev = 0;
    for (int i = 0; i < 5; i++) {
        struct tm tm;
        memset(&tm, 0, sizeof tm);
        const char *end = strptime(dates[i], "%Y-%m-%d %H:%M:%S", &tm);
        time_t t = timegm(&tm);
        struct tm back;
        gmtime_r(&t, &back);
        char out[80];
        strftime(out, sizeof out, "%a %d %b %Y, day %j, week %V, %H:%M:%S", &back);
        printf("%s -> %lld -> %s%s", dates[i], (long long)t, out, end && !*end ? "" : " (partial)");
        if (i > 0)
            printf(" (%+.0f s)", difftime(t, prev));
        printf("\n");
        prev = t;
    }
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    strptime("31/12/2023", "%d/%m/%Y", &tm);
    tm.tm_mday += 60; /* timegm normalises out-of-range fields */
    time_t t = timegm(&tm);
    char out[40];
    strftime(out, sizeof out, "%Y-%m-%d (%A)", gmtime(&t));
    printf("60 days after 2023-12-31: %s\n", out);
    printf("bad date: %s\n", strptime("2024-13-01", "%Y-%m-%d", &tm) ? "parsed" : "rejected");
    return 0;
}
