int x __attribute__((noinline));
int main(void) { int y __attribute__((noipa)) = 0; return x + y; }
