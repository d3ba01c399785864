/* Classical ciphers over standard input: each line is Caesar-shifted by 3, Vigenere-
 * encrypted with a key, decrypted back and checked; letter frequencies of the whole input
 * guess the Caesar shift of a ciphertext (the most common letter is assumed to be 'e'). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static void caesar(char *s, int shift) {
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (isupper(c))
            *s = (char)('A' + (c - 'A' + shift + 26) % 26);
        else if (islower(c))
            *s = (char)('a' + (c - 'a' + shift + 26) % 26);
    }
}

static void vigenere(char *s, const char *key, int direction) {
    size_t k = 0, key_len = strlen(key);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (!isalpha(c))
            continue;
        int shift = (tolower((unsigned char)key[k++ % key_len]) - 'a') * direction;
        char base = isupper(c) ? 'A' : 'a';
        *s = (char)(base + (c - base + shift + 26) % 26);
    }
}

int main(void) {
    char line[200];
    long freq[26] = {0};
    int lines = 0, round_trips = 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        lines++;
        char work[200];
        strcpy(work, line);
        caesar(work, 3);
        for (char *p = work; *p; p++)
            if (isalpha((unsigned char)*p))
                freq[tolower((unsigned char)*p) - 'a']++;
        printf("caesar:   %s\n", work);
        strcpy(work, line);
        vigenere(work, "Lemon", 1);
        printf("vigenere: %s\n", work);
        vigenere(work, "Lemon", -1);
        if (strcmp(work, line) == 0)
            round_trips++;
    }
    int best = 0;
    for (int i = 1; i < 26; i++)
        if (freq[i] > freq[best])
            best = i;
    printf("%d lines, %d round trips ok\n", lines, round_trips);
    printf("most common ciphertext letter '%c' (%ld times): guessed shift %d\n", 'a' + best,
           freq[best], (best - ('e' - 'a') + 26) % 26);
    return 0;
}
