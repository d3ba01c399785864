/* Strings as char arrays: initialisation from a literal, in-place reversal, length,
   copying and comparison written by hand. */
int printf(const char *fmt, ...);
int puts(const char *s);

int length(const char *s) {
    int n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

void reverse(char *s) {
    char *e = s + length(s) - 1;
    while (s < e) {
        char t = *s;
        *s++ = *e;
        *e-- = t;
    }
}

void copy(char *dst, const char *src) {
    while ((*dst++ = *src++))
        ;
}

int compare(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

int is_palindrome(const char *s) {
    int i = 0, j = length(s) - 1;
    while (i < j)
        if (s[i++] != s[j--])
            return 0;
    return 1;
}

int main(void) {
    char word[] = "stressed";
    printf("%s has %d letters and %d bytes\n", word, length(word), (int)sizeof word);
    reverse(word);
    puts(word);

    char buf[32];
    copy(buf, "a man a plan");
    reverse(buf);
    printf("[%s]\n", buf);

    const char *words[] = {"level", "rotor", "compiler", "noon", ""};
    for (int i = 0; i < 5; i++)
        printf("'%s' %s\n", words[i], is_palindrome(words[i]) ? "is a palindrome" : "is not");

    printf("%d %d %d\n", compare("abc", "abd") < 0, compare("b", "a") > 0, compare("same", "same"));

    char padded[10] = "hi";
    int zeros = 0;
    for (int i = 0; i < 10; i++)
        zeros += padded[i] == 0;
    printf("zeros=%d\n", zeros);
    return length(word);
}
