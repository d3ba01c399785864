/* Time formatting: gmtime_r and strftime of fixed instants (UTC, so the output does not
 * depend on the machine's time zone), timegm back, mktime-free day arithmetic, difftime. */
#define _GNU_SOURCE
#include <stdio.h>
#include <time.h>

int main(void) {
    const time_t instants[] = {0, 951782400, 1700000000, 2147483647, 4102444800};
    char buf[128];
    for (int i = 0; i < 5; i++) {
        struct tm tm;
        gmtime_r(&instants[i], &tm);
        strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %a %b day %j week %U", &tm);
        printf("%10lld  %s\n", (long long)instants[i], buf);
        time_t back = timegm(&tm);
        if (back != instants[i])
            printf("  timegm gave %lld\n", (long long)back);
    }
    struct tm leap = {.tm_year = 124, .tm_mon = 1, .tm_mday = 28, .tm_hour = 12};
    time_t t = timegm(&leap) + 24 * 3600;
    struct tm next;
    gmtime_r(&t, &next);
    strftime(buf, sizeof buf, "%A %d %B %Y", &next);
    printf("day after 2024-02-28: %s\n", buf);
    printf("difftime: %.0f seconds\n", difftime(instants[2], instants[1]));
    size_t n = strftime(buf, 5, "%Y-%m-%d", &next);
    printf("too small a buffer: %zu\n", n);
    return 0;
}
