/* Three files each with a static variable `count` and a static function `step` of their
 * own: internal linkage keeps them apart, while `total` (external) is shared. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int left_run(int n);
int right_run(int n);
int total;

static int count = 1000;

static int step(int x) {
    count++;
    return x * 10;
}

int main(void) {
    int a = left_run(5);
    int b = right_run(4);
    int c = step(3);
    print_int(a);
    putchar(' ');
    print_int(b);
    putchar(' ');
    print_int(c);
    putchar(' ');
    print_int(count);
    putchar(' ');
    print_int(total);
    print_newline();
    a = left_run(1);
    print_int(a);
    print_newline();
    return total;
}
