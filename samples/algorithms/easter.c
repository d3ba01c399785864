/* The date of Easter (the anonymous Gregorian algorithm) for a range of years, and the
 * earliest and latest dates found. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int easter_month, easter_day;

void easter(int y) {
    int a = y % 19;
    int b = y / 100, c = y % 100;
    int d = b / 4, e = b % 4;
    int f = (b + 8) / 25;
    int g = (b - f + 1) / 3;
    int h = (19 * a + b - d - g + 15) % 30;
    int i = c / 4, k = c % 4;
    int l = (32 + 2 * e + 2 * i - h - k) % 7;
    int m = (a + 11 * h + 22 * l) / 451;
    easter_month = (h + l - 7 * m + 114) / 31;
    easter_day = (h + l - 7 * m + 114) % 31 + 1;
}

int main(void) {
    for (int y = 2020; y <= 2030; y++) {
        easter(y);
        print_int(y);
        putchar('-');
        putchar('0');
        print_int(easter_month);
        putchar('-');
        if (easter_day < 10)
            putchar('0');
        print_int(easter_day);
        putchar('\n');
    }
    int earliest = 1000, latest = 0, in_march = 0;
    for (int y = 1583; y <= 4099; y++) {
        easter(y);
        int key = easter_month * 100 + easter_day;
        if (key < earliest)
            earliest = key;
        if (key > latest)
            latest = key;
        in_march += easter_month == 3;
    }
    print_int(earliest);
    putchar(' ');
    print_int(latest);
    putchar(' ');
    print_int(in_march);
    print_newline();
    return in_march % 256;
}
