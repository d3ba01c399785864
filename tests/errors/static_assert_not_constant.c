_Static_assert(1.0, "x");
int *p; _Static_assert(p, "y");
int x; _Static_assert(x, "z");
