/* options: -std=c17 -pedantic */
struct S { int a; };
struct S f(struct S s) { return (struct S)s; }
union U { int i; };
union U g(union U u) { return (union U)u; }
