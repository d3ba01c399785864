/* options: -std=c99 -pedantic */
struct S { struct { int a; }; int b; };
_Static_assert(1, "C11");
