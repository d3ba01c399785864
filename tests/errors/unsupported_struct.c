struct point { int x; int y; };
int main(void) {
    struct point p;
    return 0;
}
