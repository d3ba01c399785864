struct point { int x; int y; };
struct point { int x; };
int main(void) { return 0; }
