/* assert() under NDEBUG: defining NDEBUG before including <assert.h> turns every assertion
 * into ((void)0), so an assertion that would fail is skipped and, importantly, the side
 * effects inside assert expressions never happen; re-including <assert.h> after #undef NDEBUG
 * turns them back on. */
#define NDEBUG
#include <assert.h>
#include <stdio.h>

static int calls;

static int counted_check(int ok) {
    calls++;
    return ok;
}

static void disabled_section(void) {
    assert(counted_check(0));
    assert(1 == 2);
    int x = 5;
    assert(++x == 6);
    printf("NDEBUG section: x=%d calls=%d\n", x, calls);
}

#undef NDEBUG
#include <assert.h>

static void enabled_section(void) {
    assert(counted_check(1));
    int x = 5;
    assert(++x == 6);
    printf("checked section: x=%d calls=%d\n", x, calls);
}

int main(void) {
    disabled_section();
    enabled_section();
    return calls == 1 ? 0 : 1;
}
