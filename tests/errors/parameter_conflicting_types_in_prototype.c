int g(int, int b, char b);
int main(void) { return 0; }
