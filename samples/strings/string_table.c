/* File-scope tables built from addresses: an array of string pointers, a pointer into
   a global array, and the address of an element, all resolved by the linker. */
int printf(const char *fmt, ...);

const char *months[] = {"January", "February", "March", "April", "May", "June", "July",
                        "August", "September", "October", "November", "December"};
int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
int *summer = &days[5];
int *last = days + 11;
const char *greeting = "hello, world";
const char *world = "hello, world" + 7;
char letters[] = "abc";
char *second_letter = &letters[1];

int day_of_year(int month, int day) {
    int n = day;
    for (int m = 0; m < month - 1; m++)
        n += days[m];
    return n;
}

int main(void) {
    for (int m = 0; m < 12; m += 3)
        printf("%-9s has %d days\n", months[m], days[m]);
    printf("summer starts with %d, the last month has %d\n", summer[0], *last);
    printf("%s / %s / %c%c\n", greeting, world, *second_letter, second_letter[1]);
    printf("day %d, day %d\n", day_of_year(3, 1), day_of_year(12, 31));
    int total = 0;
    for (int *p = days; p <= last; p++)
        total += *p;
    printf("%d days in %d months\n", total, (int)(sizeof months / sizeof months[0]));
    return 0;
}
