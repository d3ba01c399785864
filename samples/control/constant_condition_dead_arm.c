/* A constant condition leaves its dead arm out at every optimisation level, as gcc does even at
   -O0: libtommath detects features with `if (MP_HAS(X)) x_only();`, calling functions defined
   nowhere in the dead arms. A label or case in a dead arm keeps it (reachable by a jump). */
#include <stdio.h>
void does_not_exist(void);
#define HAS(x) (sizeof(#x) == 1)
int f(int a) {
  if (!HAS()) does_not_exist();
  if (HAS(1)) { does_not_exist(); return 1; } else a++;
  if (HAS(1) && a) does_not_exist();
  if (HAS() || a) a += 2; else does_not_exist();
  int r = HAS(x) && (does_not_exist(), 1);
  switch (a) { case 3: if (0) { case 4: a = 40; } break; }
  if (0) { lbl: a += 100; }
  if (a == 3) goto lbl;
  return a + r;
}
int main(void) { printf("%d %d\n", f(0), f(1)); return 0; }
