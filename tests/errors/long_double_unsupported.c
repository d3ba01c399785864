long double x;
int main(void) { return 0; }
