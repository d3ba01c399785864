union U { int i; double d; };
struct S { int a; };
union U from_long(long x) { return (union U)x; }
struct S from_int(int x) { return (struct S)x; }
