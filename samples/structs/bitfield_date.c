/* Dates and times packed into bit-fields the way FAT directory entries store them
 * (7-bit year since 1980, 4-bit month, 5-bit day; 5-bit hours, 6-bit minutes, 5-bit
 * two-second units), with weekday computation, day arithmetic, and conversion to and
 * from the packed 16-bit words built with explicit shifts. */
#include <stdio.h>
#include <stdint.h>

struct fat_date {
    unsigned day : 5;
    unsigned month : 4;
    unsigned year : 7; /* years since 1980 */
};

struct fat_time {
    unsigned seconds2 : 5;
    unsigned minutes : 6;
    unsigned hours : 5;
};

struct stamp {
    struct fat_date date;
    struct fat_time time;
    unsigned char flags;
};

static int is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int days_in_month(int y, int m) {
    static const unsigned char len[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && is_leap(y) ? 29 : len[m];
}

static uint16_t pack_date(struct fat_date d) {
    return (uint16_t)(d.year << 9 | d.month << 5 | d.day);
}

static struct fat_date unpack_date(uint16_t w) {
    struct fat_date d;
    d.day = w & 31;
    d.month = (w >> 5) & 15;
    d.year = w >> 9;
    return d;
}

static uint16_t pack_time(struct fat_time t) {
    return (uint16_t)(t.hours << 11 | t.minutes << 5 | t.seconds2);
}

/* Zeller-style weekday by Sakamoto's method: 0 = Sunday. */
static int weekday(struct fat_date d) {
    static const int off[] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4};
    int y = 1980 + d.year, m = d.month;
    if (m < 3)
        y--;
    return (y + y / 4 - y / 100 + y / 400 + off[m - 1] + d.day) % 7;
}

static struct fat_date add_days(struct fat_date d, int n) {
    while (n-- > 0) {
        if (d.day < days_in_month(1980 + d.year, d.month)) {
            d.day++;
        } else {
            d.day = 1;
            if (d.month == 12) {
                d.month = 1;
                d.year++;
            } else {
                d.month++;
            }
        }
    }
    return d;
}

static void print_stamp(const struct stamp *s) {
    static const char *wd[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    printf("%s %04u-%02u-%02u %02u:%02u:%02u flags=%u  packed %04x %04x\n", wd[weekday(s->date)],
           1980 + s->date.year, s->date.month, s->date.day, s->time.hours, s->time.minutes,
           s->time.seconds2 * 2, s->flags, pack_date(s->date), pack_time(s->time));
}

int main(void) {
    struct stamp stamps[] = {
        {{1, 1, 0}, {0, 0, 0}, 0},
        {{29, 2, 20}, {29, 59, 23}, 1},
        {.date = {.day = 31, .month = 12, .year = 127}, .time = {.hours = 12}, .flags = 0x20},
        {{15, 6, 44}, {.minutes = 45, .seconds2 = 7, .hours = 9}, 3},
    };
    int n = sizeof stamps / sizeof stamps[0];
    for (int i = 0; i < n; i++)
        print_stamp(&stamps[i]);

    struct fat_date d = {1, 1, 44}; /* 2024-01-01 */
    unsigned sum = 0;
    for (int step = 0; step < 12; step++) {
        d = add_days(d, 31);
        uint16_t w = pack_date(d);
        struct fat_date back = unpack_date(w);
        sum = sum * 31 + w;
        printf("+31 -> %04u-%02u-%02u wd %d packed %5u roundtrip %s\n", 1980 + d.year, d.month,
               d.day, weekday(d), w,
               back.day == d.day && back.month == d.month && back.year == d.year ? "ok" : "BAD");
    }
    printf("checksum %u\n", sum);

    /* Assignments truncate to the field width (unsigned, so well defined). */
    struct fat_time t = {0, 0, 0};
    t.minutes = 75;   /* 75 mod 64 = 11 */
    t.hours = 33;     /* 33 mod 32 = 1 */
    t.seconds2 = 31;
    t.seconds2++;     /* wraps to 0 */
    printf("truncated: %u:%u:%u\n", t.hours, t.minutes, t.seconds2);
    struct fat_date y2k = {1, 1, 20};
    y2k.year += 100; /* 120 fits in 7 bits */
    y2k.year += 10;  /* 130 wraps to 2 */
    printf("year wrap: %u, sizeof date %zu time %zu stamp %zu\n", 1980 + y2k.year,
           sizeof(struct fat_date), sizeof(struct fat_time), sizeof(struct stamp));
    int leaps = 0;
    for (int y = 1980; y < 2108; y++)
        leaps += is_leap(y);
    printf("leap years in FAT range: %d\n", leaps);
    return 0;
}
