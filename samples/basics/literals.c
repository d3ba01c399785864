/* Integer and character literals: decimal, octal, hex, suffix-free limits, and every kind of
 * character escape. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

void show(int v) {
    print_int(v);
    putchar(' ');
}

int main(void) {
    show(0);
    show(017);
    show(0x1F);
    show(0XaBc);
    show(2147483647);
    show(0x7fffffff);
    show(-2147483647 - 1);
    show(0777);
    print_newline();
    show('A');
    show('z');
    show('0');
    show(' ');
    show('\n');
    show('\t');
    show('\\');
    show('\'');
    show('"');
    show('\0');
    show('\101');
    show('\x41');
    show('\a');
    show('\b');
    show('\f');
    show('\r');
    show('\v');
    show('\?');
    show('\177');
    print_newline();
    putchar('\x48');
    putchar('\151');
    putchar('\t');
    putchar('|');
    putchar('\\');
    putchar('\'');
    putchar('\n');
    return '\x2A';
}
