/* Prototypes in their several forms: unnamed parameters, names that differ from the
 * definition, repeated declarations, a prototype inside a function body, and calls that
 * come before the definition. */
int print_int(int);
int putchar(int);
int print_newline(void);
int print_int(int value);

int area(int, int);
int perimeter(int width, int height);
int perimeter(int w, int h);
static int scale(int);

int describe(int w, int h) {
    int square(int side);
    print_int(area(w, h));
    putchar(' ');
    print_int(perimeter(w, h));
    putchar(' ');
    print_int(square(w));
    putchar(' ');
    print_int(scale(h));
    print_newline();
    return area(w, h) - perimeter(w, h);
}

int area(int width, int height) {
    return width * height;
}

int perimeter(int a, int b) {
    return 2 * (a + b);
}

int square(int s) {
    return area(s, s);
}

static int scale(int x) {
    return x * 100;
}

int main(void) {
    int total = 0;
    total += describe(3, 4);
    total += describe(10, 2);
    total += describe(7, 7);
    print_int(total);
    print_newline();
    return total;
}
