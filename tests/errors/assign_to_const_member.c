struct point { int x, y; };
int main(void) {
    const struct point p = { 1, 2 };
    p.x = 3;
    return p.x;
}
