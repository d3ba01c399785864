/* time.h used deterministically: difftime between fixed time_t values (Unix timestamps of
 * known dates), broken into days, hours, minutes and seconds; clock_t arithmetic with
 * CLOCKS_PER_SEC on fixed tick counts. No wall clock is read. */
#include <stdio.h>
#include <time.h>

static void describe(const char *label, time_t from, time_t to) {
    double seconds = difftime(to, from);
    long s = (long)seconds;
    int negative = s < 0;
    if (negative)
        s = -s;
    long days = s / 86400;
    int hours = (int)(s % 86400 / 3600);
    int minutes = (int)(s % 3600 / 60);
    int secs = (int)(s % 60);
    printf("%-28s %14.0f s = %s%ld d %02d:%02d:%02d (%.2f weeks)\n", label, seconds,
           negative ? "-" : "", days, hours, minutes, secs, seconds / (7 * 86400.0));
}

int main(void) {
    const time_t epoch = 0;
    const time_t y2k = 946684800;        /* 2000-01-01 00:00:00 UTC */
    const time_t moon = -14182940;       /* 1969-07-20 20:17:40 UTC */
    const time_t billennium = 1000000000; /* 2001-09-09 01:46:40 UTC */
    const time_t y2038 = 2147483647;     /* last second of signed 32-bit time */

    describe("epoch -> y2k", epoch, y2k);
    describe("moon landing -> epoch", moon, epoch);
    describe("y2k -> billennium", y2k, billennium);
    describe("billennium -> y2038", billennium, y2038);
    describe("y2038 -> moon landing", y2038, moon);
    printf("sizeof(time_t) = %zu\n", sizeof(time_t));

    clock_t start = 1500, stop = 4250000;
    double elapsed = (double)(stop - start) / CLOCKS_PER_SEC;
    printf("CLOCKS_PER_SEC = %ld, %ld ticks = %.6f s\n", (long)CLOCKS_PER_SEC, (long)(stop - start),
           elapsed);

    long days_since_epoch = (long)(difftime(y2k, epoch) / 86400.0);
    /* 1970-01-01 was a Thursday. */
    const char *weekdays[] = {"Thursday", "Friday",  "Saturday", "Sunday",
                              "Monday",   "Tuesday", "Wednesday"};
    printf("2000-01-01 is day %ld since the epoch, a %s\n", days_since_epoch,
           weekdays[days_since_epoch % 7]);
    return 0;
}
