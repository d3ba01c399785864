/* A large static function called once is inlined into its one caller whatever its size;
   a static function whose address is taken keeps its body (it is called through the
   pointer too); one marked `used` is kept though nothing calls it. */
#include <stdio.h>
#include <string.h>

static int table[256];

/* Large: fills the table with a checksum of a generated text, once. */
static int build(int seed) {
    char text[200];
    int n = 0;
    for (int i = 0; i < 199; i++) {
        int c = (seed * (i + 7) + i * i) % 26;
        text[i] = (char)('a' + c);
        n += c;
    }
    text[199] = 0;
    for (int i = 0; i < 256; i++) {
        unsigned h = (unsigned)i;
        for (int k = 0; k < 8; k++)
            h = h & 1 ? (h >> 1) ^ 0xedb88320u : h >> 1;
        table[i] = (int)(h & 0x7fffffff);
    }
    int vowels = 0;
    for (size_t i = 0; i < strlen(text); i++)
        vowels += strchr("aeiou", text[i]) != 0;
    return n * 1000 + vowels;
}

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }

__attribute__((used)) static int kept_but_unused(int x) { return x - 1; }

static int apply(int (*f)(int), int x) { return f(x); }

int main(int argc, char **argv) {
    (void)argv;
    int r = build(argc + 4);
    printf("build %d table %d %d\n", r, table[1], table[255]);
    int (*pick)(int) = argc > 5 ? thrice : twice;
    printf("apply %d %d direct %d\n", apply(pick, 21), apply(thrice, 5), twice(8));
    return 0;
}
