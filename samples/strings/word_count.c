/* A small text scanner: counts lines, words and characters of a string literal the way
   wc does, and the frequency of each vowel. */
int printf(const char *fmt, ...);

const char *text =
    "It was the best of times, it was the worst of times,\n"
    "it was the age of wisdom, it was the age of foolishness,\n"
    "it was the epoch of belief, it was the epoch of incredulity.\n";

int is_space(int c) { return c == ' ' || c == '\n' || c == '\t'; }

int main(void) {
    int lines = 0, words = 0, chars = 0, in_word = 0;
    int vowels[5] = {0};
    const char *names = "aeiou";
    for (const char *p = text; *p; p++) {
        chars++;
        if (*p == '\n')
            lines++;
        if (is_space(*p))
            in_word = 0;
        else if (!in_word) {
            in_word = 1;
            words++;
        }
        for (int v = 0; v < 5; v++) {
            char lower = *p >= 'A' && *p <= 'Z' ? *p + ('a' - 'A') : *p;
            if (lower == names[v])
                vowels[v]++;
        }
    }
    printf("%d %d %d\n", lines, words, chars);
    for (int v = 0; v < 5; v++)
        printf("%c:%d ", names[v], vowels[v]);
    printf("\n");
    return words;
}
