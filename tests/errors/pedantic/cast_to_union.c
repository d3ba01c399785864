/* options: -std=c17 -pedantic */
union U { int i; float f; };
union U g(int x) { return (union U)x; }
