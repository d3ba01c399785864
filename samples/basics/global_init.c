/* File-scope variables with constant-expression initializers, including operators,
 * character constants and conditional expressions folded at compile time. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int kib = 1 << 10;
int mib = (1 << 10) * 1024;
int neg = -42;
int mixed = 3 * 4 + 5 % 3 - (8 >> 2);
int letter = 'A' + 2;
int cond = 5 > 3 ? 100 : 200;
int logic = (1 && 0) || !0;
int bits = ~0 & 0xFF ^ 0x0F;
int comparisons = (1 < 2) + (2 <= 2) + (3 == 3) + (4 != 4);
static int hidden_total = 10 + 20 + 30;

void show(int v) {
    print_int(v);
    putchar(' ');
}

int main(void) {
    show(kib);
    show(mib);
    show(neg);
    show(mixed);
    show(letter);
    putchar(letter);
    putchar(' ');
    show(cond);
    show(logic);
    show(bits);
    show(comparisons);
    show(hidden_total);
    print_newline();
    return hidden_total + comparisons;
}
