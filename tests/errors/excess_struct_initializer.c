struct point { int x, y; };

int main(void) {
    struct point p = { 1, 2, 3 };
    struct point q = { .y = 4, 5 };
    return p.x + q.y;
}
