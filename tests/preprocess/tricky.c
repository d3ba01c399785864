/* Corner cases of rescanning, pasting and stringizing, checked against gcc. */
#define f(a) a*g
#define g(a) f(a)
f(2)(9)
#define EMPTY
#define h(x) [x]
h EMPTY (1)
#define str(x) #x
#define xstr(x) str(x)
xstr(__LINE__) str(__LINE__)
#define OBJ OBJ2
#define OBJ2(x) <x>
OBJ(1) OBJ
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
#define t(x,y) x ## y
t(+,+) t(-,=) t(<,<=) t(>>,=) t(&,&) t(|,|) t(#,#)
#define V(...) #__VA_ARGS__
V( a , b ,c ) V() V(  ) V(,) V("x\n", '\0')
#define NEST(x) x
NEST(NEST(NEST(NEST(deep))))
#define CALL(m, ...) m(__VA_ARGS__)
CALL(NEST, 1) CALL(V, p, q)
#define LPAREN (
#define RPAREN )
#define F2(x, y) x + y
#define APPLY(m, args) m args
APPLY(F2, (1, 2))
#define SEMI ;
int a SEMI int b SEMI
#define PLUS +
x PLUS+y PLUS PLUS z -PLUS- w
#define CAT(a, b) a ## b
CAT(1, 2)CAT(3, 4) CAT(L, 'a') CAT(, x) CAT(y, ) CAT(.,5)
#define M1(x) M2(x)
#define M2(x) M1(x)
M1(z)
