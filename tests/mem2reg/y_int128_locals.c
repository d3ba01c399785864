/* __int128 locals are scalars like any other: promoted, with i128 phis; the 64-bit
   operand is widened by zext and the 128-bit division stays an instruction (the code
   generator calls libgcc's __udivti3 for it). */
unsigned __int128 horner(unsigned __int128 x, unsigned long b, int n) {
    unsigned __int128 acc = 1;
    for (int i = 0; i < n; i++)
        acc = acc * x + b;
    return acc / 10;
}
