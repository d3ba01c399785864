struct point { int x; int y; };
int main(void) { return 0; }
