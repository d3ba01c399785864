/* options: -std=c17 -pedantic */
int table[10] = { [0 ... 4] = 1, [5 ... 9] = 2 };
struct S { int v[4]; } s = { .v[1 ... 2] = 3 };
