/* A GNU vector of 8 or 16 bytes is one SSA value: a brace initializer builds it lane by
   lane, a subscript with a constant index reads it with extractlane and writes it with
   insertlane, so the local is promoted. A variable index keeps it in memory (as LLVM), and
   so does a 32-byte vector, which lowering keeps in memory and works on by halves. */
typedef int v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef int v8si __attribute__((vector_size(32)));

int lanes(int x, int y) {
    v4si v = {x, y, 3};
    v[2] += x;
    v[3] = v[0] * y;
    return v[1] + v[2] + v[3];
}

float short_vector(float f) {
    v2sf v = {f};
    v[1] = f * 2.0f;
    v = v + v;
    return v[0] - v[1];
}

int variable_index(int i, int x) {
    v4si v = {1, 2, 3, 4};
    v[i] = x;
    return v[0];
}

int wide(int x) {
    v8si v = {x, 1, 2, 3, 4, 5, 6, 7};
    v[7] = x;
    return v[0] + v[7];
}
