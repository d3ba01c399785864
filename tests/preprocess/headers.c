/* Every bundled header, and the macros programs use from them. */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <iso646.h>
#include <limits.h>
#include <math.h>
#include <stdalign.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdnoreturn.h>
#include <string.h>
#include <time.h>
int main(void) {
    int64_t big = INT64_C(1) << 40;
    printf("%" PRId64 " %d %ld %s\n", big, INT_MAX, LONG_MIN, NULL);
    assert(big > 0 and errno == 0);
    double d = HUGE_VAL + M_PI + DBL_EPSILON;
    if (isnan(d) || isinf(d) || signbit(d)) abort();
    bool ok = true;
    char buf[BUFSIZ];
    size_t off = offsetof(struct tm, tm_mon);
    fprintf(stderr, "%zu %d %d %ld\n", off, EOF, RAND_MAX, (long)CLOCKS_PER_SEC);
    return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
