static int foo;
int foo = 3;
int main(void) { return foo; }
