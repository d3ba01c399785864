/* Tentative definitions: repeated file-scope declarations without initializers, one with an
 * initializer, extern declarations before the definition, and zero-initialised globals. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int a;
int a;
int b;
int b = 7;
int b;
extern int c;
int c = 3;
int d, e = 11, f;
extern int later;
static int hidden;
static int hidden;

int use_later(void) {
    return later * 2;
}

int later = 21;

int main(void) {
    print_int(a);
    putchar(' ');
    print_int(b);
    putchar(' ');
    print_int(c);
    putchar(' ');
    print_int(d + e + f);
    putchar(' ');
    print_int(use_later());
    putchar(' ');
    print_int(hidden);
    print_newline();
    a = 1;
    hidden = a + b + c;
    print_int(hidden);
    print_newline();
    return hidden + later;
}
