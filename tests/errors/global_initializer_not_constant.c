int a = 1;
int b = a + 1;
int main(void) { return b; }
