/* ## forms new tokens; # escapes quotes and backslashes; placemarkers. */
#define cat(a, b) a ## b
#define cat3(a, b, c) a ## b ## c
#define s(x) #x
#define xs(x) s(x)
cat(-, >) cat(<<, =) cat(+, +) cat(%:, %:)
cat(L, "wide") cat(u8, "utf") cat(1, e) cat(0x, 1f) cat(a, 1) cat(_, _LINE)
cat3(,,) cat3(a,,) cat3(,b,) cat3(,,c) cat3(x, y, z)
s("a\n" 'b' '\'' "\\" x   y
  z) s() s(  leading and trailing  ) s(a/* comment */b)
xs(cat(1, 2)) s(cat(1, 2)) xs(__STDC__)
#define EMPTY
#define LPAREN (
#define F(x, y) x + y
#define ELLIP_FUNC(...) __VA_ARGS__
ELLIP_FUNC(F, LPAREN, 'a', 'b', 'c')
F(EMPTY, 1) F(, ) F((a, b), [c])
#define OBJ cat
OBJ(x, y) OBJ
#define AFTER(x) x
AFTER(OBJ)(p, q)
