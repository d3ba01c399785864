struct point { int x; int y; };
int main(void) {
    struct point p = { 1, 2 };
    return p(3);
}
