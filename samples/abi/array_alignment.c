/* The x86-64 psABI (3.1.2) aligns a local or global array variable of 16 bytes or more to
 * 16 bytes, and code using aligned vector loads on such buffers relies on it. gcc on aarch64
 * aligns arrays of 8 bytes or more to 8 (AAPCS64 itself only asks for the element's
 * alignment). Each array below follows an odd-sized object, so only the rule aligns it. */
#include <stdint.h>
#include <stdio.h>

#ifdef __x86_64__
#define WANT 16
#else
#define WANT 8
#endif

char g_pad1;
char g_buf[16];
char g_pad2;
char g_big[100];
static char s_pad;
static short s_arr[8];

static int check(const char *what, const void *p) {
    int ok = (uintptr_t)p % WANT == 0;
    printf("%s %s\n", what, ok ? "aligned" : "NOT ALIGNED");
    return ok;
}

static int frame(int depth) {
    char pad = (char)depth;
    char buf[16];
    char pad2[3] = {pad, pad, pad};
    unsigned char big[40];
    int ok = check("local buf[16]", buf) & check("local big[40]", big);
    buf[0] = pad2[1];
    big[0] = (unsigned char)buf[0];
    return depth > 0 ? ok & frame(depth - 1) : ok + big[0] - depth;
}

int main(void) {
    int ok = check("global buf[16]", g_buf) & check("global big[100]", g_big) &
             check("static short[8]", s_arr);
    g_pad1 = g_pad2 = s_pad = 1;
    ok &= frame(2);
    return ok ? 0 : 1;
}
