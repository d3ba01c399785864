/* __attribute__((uninitialized)) exempts a local from -ftrivial-auto-var-init; without that
   option it changes nothing, and __has_attribute says it is known (pcre2's configure checks
   it with -Werror). */
#include <stdio.h>

static int sum(int n) {
    int buffer[16] __attribute__((uninitialized));
    int total __attribute__((uninitialized));
    total = 0;
    for (int i = 0; i < n; i++)
        buffer[i] = i * i;
    for (int i = 0; i < n; i++)
        total += buffer[i];
    return total;
}

#if __has_attribute(uninitialized)
#define KNOWN 1
#else
#define KNOWN 0
#endif

int main(void) {
    printf("%d %d\n", KNOWN, sum(10));
    return 0;
}
