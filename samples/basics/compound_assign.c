/* Every compound assignment operator on locals and globals, and their values as expressions. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int g = 1000;

void show(int v) {
    print_int(v);
    putchar(' ');
}

int main(void) {
    int x = 7;
    show(x += 5);
    show(x -= 2);
    show(x *= 9);
    show(x /= 4);
    show(x %= 7);
    show(x <<= 4);
    show(x >>= 2);
    show(x &= 0x1C);
    show(x |= 0x41);
    show(x ^= 0xFF);
    print_newline();
    g += 24;
    g -= 4;
    g *= 3;
    g /= 7;
    g %= 100;
    g <<= 3;
    g >>= 1;
    g |= 3;
    g &= ~8;
    g ^= 5;
    show(g);
    print_newline();
    int a = 1, b = 2, c = 3;
    a += b += c += 4;
    show(a);
    show(b);
    show(c);
    print_newline();
    int n = -17;
    show(n / 5);
    show(n % 5);
    n /= -3;
    show(n);
    print_newline();
    return (x + g + a) % 256;
}
