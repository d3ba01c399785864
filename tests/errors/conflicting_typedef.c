typedef int number;
typedef long number;
int main(void) { return 0; }
