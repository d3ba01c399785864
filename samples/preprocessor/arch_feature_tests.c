/* Conditional compilation on predefined macros: the program picks an architecture-specific
 * code path with #if/#ifdef on __x86_64__ and __aarch64__ but prints the same facts on
 * both (LP64 data model, little-endian byte order, type sizes), plus #if arithmetic,
 * #elif chains, defined() and a feature macro set from the command line default. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#if defined(__x86_64__)
#define ARCH_FAMILY 1
#define REGISTER_COUNT 16
#elif defined(__aarch64__)
#define ARCH_FAMILY 2
#define REGISTER_COUNT 31
#else
#error "unsupported architecture"
#endif

#if defined(__x86_64__) || defined(__aarch64__)
#define SUPPORTED_64BIT 1
#endif

#ifndef FEATURE_LEVEL
#define FEATURE_LEVEL 2
#endif

#if FEATURE_LEVEL >= 3
#define FEATURES "full"
#elif FEATURE_LEVEL == 2
#define FEATURES "standard"
#else
#define FEATURES "minimal"
#endif

#if (1 << 4) + 3 * 5 == 31 && !defined(UNDEFINED_THING) && 0x10 == 16
#define PREPROCESSOR_ARITHMETIC "ok"
#else
#define PREPROCESSOR_ARITHMETIC "broken"
#endif

#ifdef __LP64__
#define DATA_MODEL "LP64"
#else
#define DATA_MODEL "other"
#endif

static int little_endian(void) {
    uint32_t probe = 0x01020304;
    unsigned char bytes[4];
    memcpy(bytes, &probe, 4);
    return bytes[0] == 0x04;
}

int main(void) {
#ifdef SUPPORTED_64BIT
    puts("64-bit target: supported");
#else
    puts("unknown target");
#endif
    printf("architecture family known: %s\n", ARCH_FAMILY == 1 || ARCH_FAMILY == 2 ? "yes" : "no");
    printf("general registers >= 16: %s\n", REGISTER_COUNT >= 16 ? "yes" : "no");
    printf("data model: %s\n", DATA_MODEL);
    printf("byte order: %s\n", little_endian() ? "little-endian" : "big-endian");
    printf("features: %s, preprocessor arithmetic: %s\n", FEATURES, PREPROCESSOR_ARITHMETIC);
    printf("sizeof: short %zu int %zu long %zu long long %zu pointer %zu double %zu\n",
           sizeof(short), sizeof(int), sizeof(long), sizeof(long long), sizeof(void *),
           sizeof(double));
    printf("__CHAR_BIT__ %d, CHAR_BIT %d, __SIZEOF_POINTER__ %d\n", __CHAR_BIT__, CHAR_BIT,
           __SIZEOF_POINTER__);
#if __SIZEOF_LONG__ == 8 && __SIZEOF_INT__ == 4
    puts("int is 32 bits and long is 64 bits");
#endif
#if defined(__STDC__) && __STDC__ == 1
    puts("__STDC__ is 1");
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
    puts("at least C99");
#endif
#ifdef __linux__
    puts("running on Linux");
#endif
    unsigned char c = (unsigned char)-1;
    printf("(unsigned char)-1 = %d, INTPTR_MAX == LONG_MAX: %s\n", c,
           INTPTR_MAX == LONG_MAX ? "yes" : "no");
    return 0;
}
