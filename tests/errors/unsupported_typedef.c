typedef int myint;
int main(void) { return 0; }
