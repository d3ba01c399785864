/* Classifying characters, HTTP status codes and scores with GNU C case ranges. */
#include <stdio.h>

static const char *char_class(int c) {
    switch (c) {
    case '0' ... '9': return "digit";
    case 'a' ... 'f': case 'A' ... 'F': return "hex letter";
    case 'g' ... 'z': case 'G' ... 'Z': return "letter";
    case ' ': case '\t': case '\n': return "space";
    case 0 ... 8: case 14 ... 31: case 127: return "control";
    default: return "punctuation";
    }
}

static const char *http_class(unsigned status) {
    switch (status) {
    case 100 ... 199: return "informational";
    case 200 ... 299: return "success";
    case 300 ... 399: return "redirection";
    case 400 ... 499: return "client error";
    case 500 ... 599: return "server error";
    default: return "invalid";
    }
}

static char grade(long score) {
    switch (score) {
    case 90 ... 100: return 'A';
    case 80 ... 89: return 'B';
    case 70 ... 79: return 'C';
    case -1000000 ... 69: return 'F';
    case 101 ... 1000000000: return '?';
    }
    return '-';
}

int main(void) {
    const char *text = "Hi 0xBEEF!\tz\x01";
    for (const char *p = text; *p; p++)
        printf("%3d %s\n", *p, char_class(*p));
    unsigned codes[] = {99, 100, 204, 301, 404, 418, 503, 600};
    for (int i = 0; i < 8; i++)
        printf("%u %s\n", codes[i], http_class(codes[i]));
    long scores[] = {100, 95, 85, 70, 69, -5, 1000, 5000000, -2000000};
    for (int i = 0; i < 9; i++)
        printf("%ld %c\n", scores[i], grade(scores[i]));
    unsigned char byte = 200;
    switch (byte) {
    case 128 ... 255: printf("high byte\n"); break;
    default: printf("low byte\n");
    }
    return 0;
}
