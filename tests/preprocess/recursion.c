/* A macro is not expanded inside its own expansion, however it is reached again. */
#define foo foo + 1
#define bar baz
#define baz bar
#define f(x) x + f(x)
#define g(x) f(x) g
#define AA BB
#define BB AA
#define id(x) x
#define lp (
foo; bar; baz; f(1); g(2)(3); AA; BB;
id(id)(id(4)); id(foo)
#define NIL(x) x
#define G_0(arg) NIL(G_1)(arg)
#define G_1(arg) NIL(arg)
G_0(42)
#define i(x) x
#define j i(j)
i(j) j
#define obj(x) fn(x)
#define fn(x) obj(x)
obj(1) fn(2)
#define apply(m, a) m(a)
apply(apply, apply) apply(f, 7)
