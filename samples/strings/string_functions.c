/* A tour of string.h: lengths, comparisons, copies, concatenation, searching, spans,
 * tokenizing and the mem* family on overlapping and non-overlapping buffers. */
#include <stdio.h>
#include <string.h>

static void show_bytes(const char *label, const char *buf, size_t n) {
    printf("%-10s[", label);
    for (size_t i = 0; i < n; i++)
        putchar(buf[i] ? buf[i] : '.');
    puts("]");
}

static int sign(int v) {
    return (v > 0) - (v < 0);
}

int main(void) {
    char buf[64];
    strcpy(buf, "hello");
    strcat(buf, ", ");
    strcat(buf, "world");
    printf("buf=\"%s\" strlen=%zu sizeof=%zu\n", buf, strlen(buf), sizeof buf);

    printf("strcmp: %d %d %d\n", sign(strcmp("abc", "abd")), sign(strcmp("abc", "abc")),
           sign(strcmp("b", "abc")));
    printf("strncmp(\"hello\", \"help\", 3) = %d, 4 -> %d\n", sign(strncmp("hello", "help", 3)),
           sign(strncmp("hello", "help", 4)));

    const char *s = "the rain in spain stays mainly in the plain";
    printf("strchr 'i': %s\n", strchr(s, 'i'));
    printf("strrchr 'i': %s\n", strrchr(s, 'i'));
    printf("strstr \"ain\": %s\n", strstr(s, "ain"));
    int count = 0;
    for (const char *p = s; (p = strstr(p, "ain")) != NULL; p++)
        count++;
    printf("\"ain\" occurs %d times; strchr 'z' is %s\n", count,
           strchr(s, 'z') == NULL ? "NULL" : "found");
    printf("strspn digits of \"2024-05-17\" = %zu, strcspn \"-\" = %zu\n",
           strspn("2024-05-17", "0123456789"), strcspn("2024-05-17", "-"));
    printf("strpbrk vowels: %s\n", strpbrk("rhythm and blues", "aeiou"));

    char fixed[8];
    memset(fixed, 'x', sizeof fixed);
    strncpy(fixed, "abc", sizeof fixed);
    show_bytes("strncpy", fixed, sizeof fixed);
    memset(fixed, 'x', sizeof fixed);
    strncpy(fixed, "abcdefghij", sizeof fixed);
    show_bytes("truncated", fixed, sizeof fixed);

    char area[16] = "0123456789";
    memmove(area + 2, area, 6);
    show_bytes("memmove>", area, 11);
    memmove(area, area + 4, 6);
    show_bytes("memmove<", area, 11);
    memcpy(area, "ABCD", 4);
    show_bytes("memcpy", area, 11);
    memset(area + 4, '-', 3);
    show_bytes("memset", area, 11);
    printf("memcmp: %d %d\n", sign(memcmp("abcX", "abcY", 3)), sign(memcmp("abcX", "abcY", 4)));
    const char *found = memchr(area, '-', sizeof area);
    printf("memchr '-' at offset %td\n", found - area);

    char csv[] = "name,age,,city;country";
    int field = 0;
    for (char *tok = strtok(csv, ",;"); tok != NULL; tok = strtok(NULL, ",;"))
        printf("token %d: %s\n", field++, tok);
    return 0;
}
