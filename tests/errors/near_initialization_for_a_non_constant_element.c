int v;
struct A { int a; union { int u; char c; }; struct { int d; } s; } ga = { 1, 2, { v } };
struct A gb = { .c = v };
int z[2] = { 1, v };
int y = v;
int w = { v };
