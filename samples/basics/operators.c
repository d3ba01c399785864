/* Every binary and unary operator on int, with precedence and associativity checked by
 * printing the results of unparenthesised expressions. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

void show(int v) {
    print_int(v);
    putchar(' ');
}

int main(void) {
    int a = 17, b = 5, c = -3;
    show(a + b * c);
    show(a - b - c);
    show(a / b * b + a % b);
    show(c / 2);
    show(c % 2);
    show(-a / b);
    show(-a % b);
    show(a / -b);
    show(a % -b);
    print_newline();
    show(a << 2);
    show(a >> 1);
    show(c >> 1);
    show(1 << 30);
    show(a & b);
    show(a | b);
    show(a ^ b);
    show(~a);
    show(~c);
    print_newline();
    show(a < b);
    show(a > b);
    show(a <= 17);
    show(a >= 18);
    show(a == 17);
    show(a != 17);
    show(!a);
    show(!!a);
    show(!0);
    show(-c);
    show(+c);
    print_newline();
    show(a + b << 1);
    show(a & b | c);
    show(a ^ b & c);
    show(a < b == b < a);
    show(a > b != 0);
    show(1 + 2 * 3 - 4 / 2 % 3);
    show(a || b && 0);
    show((a || b) && 0);
    show(a & 1 ? b : c);
    show(-~a);
    show(~-a);
    print_newline();
    return (a * b + c) & 0xFF;
}
