int f(int a);
int f(int a, int b) { return a + b; }
int main(void) { return f(1, 2); }
