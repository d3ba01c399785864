/* extern takes the linkage declared before: no error (gcc warns of the initializer). */
static int foo;
extern int foo;
extern int foo = 3;
int main(void) { extern int foo; return foo; }
