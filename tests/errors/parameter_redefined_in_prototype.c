int foo(int a, int a);
int main(void) { return 0; }
