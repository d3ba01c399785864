/* Calendar arithmetic: leap years, day of the week by Zeller's congruence and by counting
 * days, and a printed month. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int is_leap(int y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int days_in_month(int y, int m) {
    if (m == 2)
        return is_leap(y) ? 29 : 28;
    if (m == 4 || m == 6 || m == 9 || m == 11)
        return 30;
    return 31;
}

/* 0 = Sunday. */
int zeller(int y, int m, int d) {
    if (m < 3) {
        m += 12;
        y--;
    }
    int k = y % 100, j = y / 100;
    int h = (d + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7;
    return (h + 6) % 7;
}

/* Days since 1 January 1900 (a Monday). */
int day_number(int y, int m, int d) {
    int n = 0;
    for (int yy = 1900; yy < y; yy++)
        n += is_leap(yy) ? 366 : 365;
    for (int mm = 1; mm < m; mm++)
        n += days_in_month(y, mm);
    return n + d - 1;
}

void two_digits(int n) {
    putchar(n < 10 ? ' ' : '0' + n / 10);
    putchar('0' + n % 10);
}

void print_month(int y, int m) {
    int first = zeller(y, m, 1);
    for (int i = 0; i < first; i++) {
        putchar(' ');
        putchar(' ');
        putchar(' ');
    }
    int col = first;
    for (int d = 1; d <= days_in_month(y, m); d++) {
        two_digits(d);
        col++;
        if (col == 7) {
            putchar('\n');
            col = 0;
        } else {
            putchar(' ');
        }
    }
    if (col)
        putchar('\n');
}

int main(void) {
    int bad = 0;
    for (int y = 1900; y < 2100; y += 7)
        for (int m = 1; m <= 12; m++)
            if (zeller(y, m, 13) != (day_number(y, m, 13) + 1) % 7)
                bad++;
    print_int(bad);
    print_newline();
    int leaps = 0;
    for (int y = 1600; y <= 2400; y++)
        leaps += is_leap(y);
    print_int(leaps);
    print_newline();
    print_month(2024, 2);
    print_month(2000, 1);
    int fridays13 = 0;
    for (int y = 1901; y <= 2000; y++)
        for (int m = 1; m <= 12; m++)
            if (zeller(y, m, 13) == 5)
                fridays13++;
    print_int(fridays13);
    print_newline();
    return zeller(2026, 11, 22);
}
