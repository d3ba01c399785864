/* An old-style program in the manner of 1980s Unix tools: every function a K&R definition
 * (parameters declared between the declarator and the body, some left to default to int,
 * char and float parameters received promoted), register variables, and calls made
 * through old-style declarations that give no prototype. It counts characters, words and
 * lines of its input, prints a histogram of word lengths and a few statistics. */
#include <stdio.h>

#define MAXLEN 16

static int hist[MAXLEN + 1];

int isalpha_(c)
    char c;
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\'';
}

char lower(c)
    register char c;
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 'a';
    return c;
}

/* The declarations may come in any order, several in one. (A parameter left undeclared
   would default to int: gcc 14's -Wimplicit-int error, accepted with -fpermissive.) */
void bar(n, width, mark)
    char mark;
    int n, width;
{
    register int i;
    for (i = 0; i < n && i < width; i++)
        putchar(mark);
    if (n > width)
        putchar('+');
    putchar('\n');
}

double ratio(part, whole)
    float part;
    long whole;
{
    return whole ? part / whole : 0.0;
}

long count(s, words, lines, vowels)
    char *s;
    long *words, *lines;
    int vowels[];
{
    register long chars = 0;
    int inword = 0, len = 0;
    for (; *s; s++, chars++) {
        char c = lower(*s);
        if (*s == '\n')
            ++*lines;
        if (isalpha_(c)) {
            if (!inword)
                ++*words;
            inword = 1;
            len++;
            switch (c) {
            case 'a': vowels[0]++; break;
            case 'e': vowels[1]++; break;
            case 'i': vowels[2]++; break;
            case 'o': vowels[3]++; break;
            case 'u': vowels[4]++; break;
            }
        } else {
            if (inword)
                hist[len > MAXLEN ? MAXLEN : len]++;
            inword = 0;
            len = 0;
        }
    }
    if (inword)
        hist[len > MAXLEN ? MAXLEN : len]++;
    return chars;
}

static char text[] =
    "It was the best of times, it was the worst of times,\n"
    "it was the age of wisdom, it was the age of foolishness,\n"
    "it was the epoch of belief, it was the epoch of incredulity,\n"
    "it was the season of Light, it was the season of Darkness,\n"
    "it was the spring of hope, it was the winter of despair.\n";

int main()
{
    double ratio();
    long count();
    long words = 0, lines = 0, chars;
    int vowels[5];
    int i;
    float f = 3.0f;

    for (i = 0; i < 5; i++)
        vowels[i] = 0;
    chars = count(text, &words, &lines, vowels);
    printf("%ld chars, %ld words, %ld lines\n", chars, words, lines);
    for (i = 1; i <= MAXLEN; i++)
        if (hist[i]) {
            printf("%2d%s ", i, i == MAXLEN ? "+" : " ");
            bar(hist[i], 40, i % 2 ? '#' : '=');
        }
    printf("vowels a=%d e=%d i=%d o=%d u=%d\n", vowels[0], vowels[1], vowels[2], vowels[3],
           vowels[4]);
    printf("words per line %.3f\n", ratio((float)words, lines));
    printf("f/4 = %.3f\n", ratio(f, 4L));
    return 0;
}
