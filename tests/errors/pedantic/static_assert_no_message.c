/* options: -std=c17 -pedantic */
_Static_assert(1);
void f(void) { _Static_assert(sizeof(int) == 4); }
_Static_assert(1, "fine");
