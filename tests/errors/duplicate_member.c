struct point { int x; int y; int x; };
int main(void) { return 0; }
