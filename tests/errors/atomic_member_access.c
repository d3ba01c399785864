struct P { int x; long y; };
_Atomic struct P s;
union U { int i; float f; };
int main(void) {
  _Atomic struct P *p = &s;
  _Atomic union U u;
  int a = s.x;
  long b = p->y;
  s.x = 3;
  u.i = 2;
  return a + b + u.i;
}
