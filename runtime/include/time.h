/* time.h: date and time (C11 7.27), bundled with tcc-rs; types and functions are glibc's
 * for LP64 Linux. */
#ifndef _TCC_RS_TIME_H
#define _TCC_RS_TIME_H

#ifndef _TCC_RS_SIZE_T
#define _TCC_RS_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif

#ifndef NULL
#define NULL ((void *)0)
#endif

typedef long time_t;
typedef long clock_t;
typedef int clockid_t;

#define CLOCKS_PER_SEC ((clock_t)1000000)
#define TIME_UTC 1
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2

struct timespec {
    time_t tv_sec;
    long tv_nsec;
};

struct tm {
    int tm_sec;
    int tm_min;
    int tm_hour;
    int tm_mday;
    int tm_mon;
    int tm_year;
    int tm_wday;
    int tm_yday;
    int tm_isdst;
    long tm_gmtoff;
    const char *tm_zone;
};

extern clock_t clock(void);
extern double difftime(time_t time1, time_t time0);
extern time_t mktime(struct tm *timeptr);
extern time_t time(time_t *timer);
extern int timespec_get(struct timespec *ts, int base);
extern int clock_gettime(clockid_t clock_id, struct timespec *tp);
extern int nanosleep(const struct timespec *req, struct timespec *rem);
extern char *asctime(const struct tm *timeptr);
extern char *ctime(const time_t *timer);
extern struct tm *gmtime(const time_t *timer);
extern struct tm *localtime(const time_t *timer);
extern struct tm *gmtime_r(const time_t *restrict timer, struct tm *restrict result);
extern struct tm *localtime_r(const time_t *restrict timer, struct tm *restrict result);
extern size_t strftime(char *restrict s, size_t maxsize, const char *restrict format,
                       const struct tm *restrict timeptr);

#endif
