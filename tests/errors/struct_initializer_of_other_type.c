struct a { int x; };
struct b { int x; };

struct b make_b(void);

int main(void) {
    struct a p = make_b();
    return p.x;
}
