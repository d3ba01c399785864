/* Recursion 40000 deep through a function with many short-lived values: gcc -O0's frame
   holds its few locals (about 64 bytes), so the whole descent needs a few megabytes. A
   frame that gave every intermediate value a slot of its own (Cranelift's single-pass
   register allocator does) would take a kilobyte or more, and 40000 of them overflow the
   default 8 MB stack. */
#include <stdio.h>

static unsigned mix(unsigned n, unsigned a, unsigned b) {
    unsigned x = a, y = b, z;
    if (n == 0)
        return a ^ b;
    if (x & 1) x += 3; else x -= 1;
    if (y & 2) y ^= x; else y += x;
    if (x & 4) x = x * 5 + y; else x ^= y >> 3;
    if (y & 8) y = y * 7 - x; else y -= x << 2;
    if (x & 16) x += y; else x -= y;
    if (y & 32) y ^= x * 3; else y += x * 9;
    if (x & 64) x = (x << 1) | (x >> 31); else x += 11;
    if (y & 128) y = (y >> 1) | (y << 31); else y -= 13;
    if ((x ^ y) & 1) x += y * 17; else y += x * 19;
    if ((x + y) & 2) x ^= 0x9e3779b9u; else y ^= 0x7f4a7c15u;
    if (x & 256) x -= y; else x += y;
    if (y & 512) y = y * 3 + 1; else y = y / 2 + x;
    if (x & 1024) x ^= y << 5; else x ^= y >> 5;
    if (y & 2048) y += x; else y -= x;
    if (x % 3 == 0) x += 7; else x -= 7;
    if (y % 5 == 1) y += 9; else y -= 9;
    z = mix(n - 1, x, y);
    if (z & 1) z ^= x; else z += y;
    if (z & 2) z = z * 13 + x; else z -= y * 3;
    if (z & 4) z ^= x + y; else z += x ^ y;
    if (z & 8) z = (z << 3) | (z >> 29); else z += 5;
    return z;
}

int main(void) {
    unsigned total = 0;
    for (unsigned round = 0; round < 3; round++)
        total += mix(40000, 12345 + round, 678910 * round);
    printf("%u\n", total);
    return 0;
}
