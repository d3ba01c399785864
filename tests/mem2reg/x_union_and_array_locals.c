/* A union used for type punning and a local array stay in memory (each with a remark), while
   the loop counter and accumulator beside them become phis. */
union bits { float f; unsigned u; };

unsigned h(float v, int n) {
    union bits b;
    int table[4] = { 3, 5, 7, 11 };
    unsigned acc = 0;
    b.f = v;
    for (int i = 0; i < n; i++)
        acc = acc * 31 + (b.u >> (i & 7)) + table[i & 3];
    return acc;
}
