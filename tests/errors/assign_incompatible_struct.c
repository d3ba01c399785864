struct a { int x; };
struct b { int x; };
void copy(struct a *to, struct b *from) {
    *to = *from;
}
