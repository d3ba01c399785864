/* wc with ctype.h: count lines, words, characters, letters, digits and punctuation read
 * from standard input, and report the longest word. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define MAX_WORD 64

int main(void) {
    long lines = 0, words = 0, chars = 0;
    long letters = 0, digits = 0, puncts = 0, spaces = 0, uppers = 0;
    char word[MAX_WORD + 1];
    char longest[MAX_WORD + 1] = "";
    int len = 0;
    int in_word = 0;
    int c;

    while ((c = getchar()) != EOF) {
        chars++;
        if (c == '\n')
            lines++;
        if (isalpha(c))
            letters++;
        if (isupper(c))
            uppers++;
        if (isdigit(c))
            digits++;
        if (ispunct(c))
            puncts++;
        if (isspace(c)) {
            spaces++;
            if (in_word) {
                word[len] = '\0';
                if (strlen(word) > strlen(longest))
                    strcpy(longest, word);
                len = 0;
            }
            in_word = 0;
        } else {
            if (!in_word)
                words++;
            in_word = 1;
            if (len < MAX_WORD)
                word[len++] = (char)c;
        }
    }
    if (in_word) {
        word[len] = '\0';
        if (strlen(word) > strlen(longest))
            strcpy(longest, word);
    }

    printf("%7ld %7ld %7ld\n", lines, words, chars);
    printf("letters=%ld (upper %ld) digits=%ld punct=%ld space=%ld\n", letters, uppers, digits,
           puncts, spaces);
    printf("longest word: \"%s\" (%zu chars)\n", longest, strlen(longest));
    return 0;
}
