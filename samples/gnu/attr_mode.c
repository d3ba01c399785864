/* GNU mode attribute on integer typedefs and objects: the size of a machine mode (QI, HI,
   SI, DI, word, pointer, byte), keeping the signedness of the type it applies to. */
#include <stdio.h>

typedef int s8 __attribute__((mode(QI)));
typedef unsigned int u8 __attribute__((mode(QI)));
typedef int s16 __attribute__((__mode__(__HI__)));
typedef unsigned u16 __attribute__((mode(HI)));
typedef int __attribute__((mode(SI))) s32;
typedef unsigned int u64 __attribute__((mode(DI)));
typedef int sword __attribute__((mode(word)));
typedef unsigned uptr __attribute__((mode(pointer)));
typedef unsigned char ubyte __attribute__((mode(byte)));
typedef float f64 __attribute__((mode(DF)));

int main(void) {
    printf("%zu %zu %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(s8), sizeof(u8), sizeof(s16),
           sizeof(u16), sizeof(s32), sizeof(u64), sizeof(sword), sizeof(uptr), sizeof(ubyte),
           sizeof(f64));
    s8 a = 127;
    a++;
    u8 b = 255;
    b++;
    s16 c = -32768;
    c--;
    u64 big = 1;
    big <<= 40;
    long local __attribute__((mode(SI))) = 0x7fffffff;
    local -= 1;
    f64 half = 1.0 / 3.0;
    printf("%d %d %d %llu %zu %d %.17g\n", a, b, c, (unsigned long long)big, sizeof local, local, half);
    return 0;
}
