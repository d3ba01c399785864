/* Wide string literals are aligned to their code unit wherever they land: referenced from
 * static data after narrow strings of odd length, and used in code. glibc's SSE wcscpy and
 * wcslen read them with aligned loads. */
#include <stdint.h>
#include <stdio.h>
#include <uchar.h>
#include <wchar.h>

const char *narrow = "abc";
const wchar_t *wide = L"group";
const char *odd = "x";
const wchar_t *wide2 = L"gr";
static const char32_t *u32 = U"xyz";
static const char16_t *u16 = u"pq";
const char *odd2 = "yz";
static const char16_t *u16b = u"r";

static int misaligned(const void *p, unsigned align) {
    return (int)((uintptr_t)p % align);
}

int main(void) {
    const wchar_t *local = L"local";
    const char *s = "q";
    const char32_t *local32 = U"é";
    wchar_t buf[16];
    wcscpy(buf, wide);
    printf("%d %d %d %d %d %d %d\n", misaligned(wide, 4), misaligned(wide2, 4),
           misaligned(u32, 4), misaligned(u16, 2), misaligned(u16b, 2),
           misaligned(local, 4), misaligned(local32, 4));
    printf("%ls %zu %s%s%s%s\n", buf, wcslen(wide2), narrow, odd, odd2, s);
    return 0;
}
