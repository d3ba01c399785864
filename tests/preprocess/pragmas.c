/* Pragmas are kept in -E output. */
#pragma GCC diagnostic push
int a;
#define P(x) _Pragma(#x)
P(pack(1)) int b;
#pragma omp parallel for
int c;
/* The operand of _Pragma is macro-expanded first, as gcc does (check's unit-test library
   builds its "GCC diagnostic ignored" string with macros). */
#define STR(x) #x
#define IGNORED(y) STR(GCC diagnostic ignored y)
#define QUOTED(z) IGNORED(#z)
#define PUSH_IGNORE(w) _Pragma("GCC diagnostic push") _Pragma(QUOTED(w))
int f(void) {
PUSH_IGNORE(-Wbad-function-cast)
    return 0;
}
