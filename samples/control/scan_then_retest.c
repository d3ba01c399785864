/* Scan loops whose `&&` condition is tested again after the loop: jump threading sends
 * each exit of the loop straight to the code its retest picks. Every shape, with empty
 * ranges, matches at the first and last places and none. */
#include <stdio.h>
#include <string.h>

static char *end_of_line(char *p, char *end, int *len) {
    while (p < end && *p != '\n')
        p++;
    if (p < end) {
        *len = 1;
        return p + 1;
    }
    *len = 0;
    return end;
}

static int find(const int *a, int n, int x) {
    int i = 0;
    while (i < n && a[i] != x)
        i++;
    return i < n ? i : -1;
}

/* The retest negated, and a second condition after it. */
static int count_until(const unsigned char *s, unsigned n, unsigned char stop) {
    unsigned i = 0;
    while (i < n && s[i] != stop)
        i++;
    if (!(i < n))
        return -(int)i;
    return i > 2 ? (int)i * 10 : (int)i;
}

/* Three conditions: the retest of the first decides only the first exit. */
static int three(const char *s, int n) {
    int i = 0;
    while (i < n && s[i] != 'x' && s[i] != 'y')
        i++;
    if (i < n)
        return s[i] == 'x' ? i : 100 + i;
    return -1;
}

/* A loop that counts down, the retest written the other way round. */
static long last_space(const char *s, long n) {
    long i = n - 1;
    while (i >= 0 && s[i] != ' ')
        i--;
    if (0 <= i)
        return i;
    return -2;
}

/* The tested value changes after the loop: the retest must not be decided. */
static int changed(const int *a, int n, int x) {
    int i = 0;
    while (i < n && a[i] != x)
        i++;
    if (i == n)
        i = n - 1;
    if (i < n)
        return i;
    return -3;
}

int main(void) {
    char text[] = "first line\nsecond\n\nno newline at the end";
    char *p = text, *end = text + strlen(text);
    int len, lines = 0;
    while (p < end) {
        char *next = end_of_line(p, end, &len);
        printf("line %d: %d chars, eol %d\n", lines++, (int)(next - p - len), len);
        p = next;
    }
    end_of_line(text, text, &len);
    printf("empty range: eol %d\n", len);

    int a[] = {5, 3, 9, 3, 7};
    for (int x = 2; x <= 9; x++)
        printf("find %d: %d %d %d\n", x, find(a, 5, x), find(a, 0, x), changed(a, 5, x));

    const unsigned char s[] = "abcdef";
    for (unsigned char c = 'a'; c <= 'g'; c++)
        printf("count_until %c: %d %d\n", c, count_until(s, 6, c), count_until(s, 3, c));

    const char *words[] = {"abxc", "aby", "", "zzz", "x", "qqqqy"};
    for (int w = 0; w < 6; w++)
        printf("three %s: %d, last space %ld\n", words[w], three(words[w], (int)strlen(words[w])),
               last_space(words[w], (long)strlen(words[w])));
    printf("last space: %ld\n", last_space("a b c", 5));
    return 0;
}
