/* Tables of numeric constants, as generated code has them: runs of numbers in brace
   lists (taken in bulk by tcc-rs for static arrays), with negative numbers, constants of
   other types than the elements, designators among them, brace elision and arrays of
   unknown length, in static and automatic objects. */
#include <stdio.h>

int ints[] = {1, -2, 3, 2147483647, -2147483647, -2147483648, 0x7fffffff, 0xffffffff, 010, -0};
unsigned char bytes[8] = {1, 255, 256, -1, 0x80, 300, - 7, 9};
signed char chars[] = {127, -128, 200, -200};
short shorts[6] = {32767, -32768, 65535, 70000, -1};
unsigned short ushorts[] = {1, 65535, -1, 65536};
unsigned int uints[] = {1u, -1, 4294967295u, -2u, 3000000000};
long longs[] = {9223372036854775807, -9223372036854775807, 1L, -1L, 4294967296};
unsigned long long ulls[] = {18446744073709551615ULL, -1ULL, 1ULL, -1, 0x8000000000000000};
float floats[] = {1.5f, -2.25f, 3, -4, 1e10, 0.1, -0.1, 16777217};
double doubles[] = {1.5, -2.25, 3, -4, 1e300, 0.1f, -0.1, 9007199254740993, 1.5L};
long double ldoubles[] = {1.5L, -2.5L, 3, 0.1};
_Bool bools[] = {0, 1, 2, -1, 0};
int designated[10] = {1, 2, 3, [6] = 7, 8, 9, [1] = 20, 30};
int matrix[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
int elided[2][3] = {1, 2, 3, 4, 5, 6};
int partial[3][3] = {{1, 2}, {3}, 4, 5, 6};
struct entry { int code; short flags[4]; double weight; } entries[] = {
    {1, {1, 2, 3, 4}, 0.5}, {2, {-1, -2}, -1.5}, 3, 4, 5, 6, 7, 8.25,
};
struct { char name[4]; int values[5]; } named = {"abc", {10, 20, 30, 40, 50}};

static unsigned sum_bytes(const void *p, unsigned long n) {
    const unsigned char *b = p;
    unsigned h = 2166136261u;
    for (unsigned long i = 0; i < n; i++)
        h = (h ^ b[i]) * 16777619u;
    return h;
}

#define SHOW(x) printf("%-10s %zu %08x\n", #x, sizeof(x), sum_bytes(&(x), sizeof(x)))

int main(void) {
    static int local_static[] = {5, -6, 7, -8, 9};
    int automatic[] = {1, -2, 3, -4, 5, 6, 7, 8};
    double automatic_doubles[4] = {1.5, -2.5, 3};
    long double ld_automatic[] = {1.5L, -2.5L, 3};
    unsigned char automatic_bytes[] = {1, 2, 300, -1};
    int *compound = (int[]){3, 2, 1, -1};
    SHOW(ints);
    SHOW(bytes);
    SHOW(chars);
    SHOW(shorts);
    SHOW(ushorts);
    SHOW(uints);
    SHOW(longs);
    SHOW(ulls);
    SHOW(floats);
    SHOW(doubles);
    for (unsigned i = 0; i < sizeof ldoubles / sizeof ldoubles[0]; i++)
        printf("ldoubles[%u] %Lg\n", i, ldoubles[i]);
    SHOW(bools);
    SHOW(designated);
    SHOW(matrix);
    SHOW(elided);
    SHOW(partial);
    for (unsigned i = 0; i < sizeof entries / sizeof entries[0]; i++)
        printf("entry %d %d %d %d %d %g\n", entries[i].code, entries[i].flags[0],
               entries[i].flags[1], entries[i].flags[2], entries[i].flags[3],
               entries[i].weight);
    printf("named %s %d %d\n", named.name, named.values[0], named.values[4]);
    SHOW(local_static);
    SHOW(automatic);
    SHOW(automatic_doubles);
    printf("ld_automatic %Lg %Lg %Lg\n", ld_automatic[0], ld_automatic[1], ld_automatic[2]);
    SHOW(automatic_bytes);
    printf("compound %d %d %d %d\n", compound[0], compound[1], compound[2], compound[3]);
    return 0;
}
