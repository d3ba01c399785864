/* Shadowing: inner blocks, for-loop declarations, parameters and locals hiding globals. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int x = 100;

int use_global(void) {
    return x;
}

int shadow_param(int x) {
    x = x + 1;
    {
        int x = 50;
        x++;
        print_int(x);
        putchar(' ');
    }
    return x;
}

int main(void) {
    print_int(x);
    putchar(' ');
    int x = 1;
    print_int(x);
    putchar(' ');
    {
        int x = 2;
        print_int(x);
        putchar(' ');
        {
            int x = 3;
            print_int(x);
            putchar(' ');
        }
        x += 10;
        print_int(x);
        putchar(' ');
    }
    print_int(x);
    print_newline();
    int sum = 0;
    for (int x = 0; x < 5; x++) {
        int x2 = x * x;
        sum += x2;
    }
    for (int x = 10; x < 12; x++)
        sum += x;
    print_int(sum);
    putchar(' ');
    print_int(x);
    putchar(' ');
    print_int(use_global());
    putchar(' ');
    print_int(shadow_param(7));
    print_newline();
    return x + sum;
}
