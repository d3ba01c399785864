signed unsigned int x;
int main(void) { return 0; }
