/* A small library written in pre-ANSI style: K&R definitions with parameter declaration
 * lists, callers that pass char, short and float arguments which undergo the default
 * argument promotions (to int and double), old-style declarations without prototypes,
 * and parameter declarations in a different order from the identifier list. */
#include <stdio.h>

/* Declarations without prototypes, as in a 1980s header. */
double scale();
int clamp();
long checksum();
char *pad();
int tally();

/* float parameter: the caller passes a double, the callee narrows it to float. */
double scale(x, factor)
    float x;
    float factor;
{
    return x * factor;
}

/* signed char and short parameters arrive as int and are converted back. */
int clamp(c, lo, hi)
    signed char c;
    short lo, hi;
{
    if (c < lo)
        return lo;
    if (c > hi)
        return hi;
    return c;
}

/* Parameters declared in any order, not the order of the identifier list. */
long checksum(s, n, seed)
    int n;
    char *s;
    long seed;
{
    long h = seed;
    int i;
    for (i = 0; i < n; i++)
        h = h * 31 + (unsigned char)s[i];
    return h & 0x7fffffffL;
}

char *pad(buf, s, width, fill)
    char *buf;
    char *s;
    int width;
    char fill;
{
    int len = 0, i, j;
    while (s[len])
        len++;
    for (i = 0; i < width - len; i++)
        buf[i] = fill;
    for (j = 0; j <= len; j++)
        buf[i + j] = s[j];
    return buf;
}

/* An array parameter declared old-style and a function pointer parameter. */
int tally(v, n, pred)
    int v[];
    unsigned char n;
    int (*pred)();
{
    int i, count = 0;
    for (i = 0; i < n; i++)
        if ((*pred)(v[i]))
            count++;
    return count;
}

static int is_even(x) int x; { return x % 2 == 0; }
static int is_negative(x) int x; { return x < 0; }

/* Mixed promotions in one call: unsigned short, float, char. */
double mix(u, f, c)
    unsigned short u;
    float f;
    char c;
{
    return u + f + c;
}

int main()
{
    char buf[64];
    float f = 2.5f;
    char c;
    short s = -3;
    unsigned short us = 65535;
    static int values[] = {4, -7, 10, 3, -2, 8, 0, -1, 5};

    printf("scale(2.5f, 1.5f) = %.3f\n", scale(f, 1.5f));
    printf("scale(int 3, 0.1) = %.6f\n", scale(3.0, 0.1));
    for (c = 'a'; c <= 'z'; c += 5)
        printf("clamp('%c', 'f', 'q') = '%c'\n", c, clamp(c, (short)'f', (short)'q'));
    printf("clamp(s=-3, -1, 1) = %d\n", clamp((char)s, (short)-1, (short)1));
    printf("checksum(\"hello\") = %ld\n", checksum("hello", 5, 7L));
    printf("checksum(\"K&R C\") = %ld\n", checksum("K&R C", 5, 0L));
    printf("[%s]\n", pad(buf, "42", 6, '0'));
    printf("[%s]\n", pad(buf, "library", 10, '.'));
    printf("[%s]\n", pad(buf, "toolong", 3, ' '));
    printf("even: %d, negative: %d\n",
           tally(values, (unsigned char)9, is_even), tally(values, (unsigned char)9, is_negative));
    printf("mix(65535, 0.25f, 'A') = %.2f\n", mix(us, 0.25f, 'A'));
    return 0;
}
