int a = b;
int main(void) { return a; }
