/* Empty statements and bodies: for(;;) with break, while loops whose work is in the
 * condition, empty if branches, and stray semicolons. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int counter;

int tick(void) {
    return ++counter;
}

int main(void) {
    int i = 0;
    ;
    for (;;) {
        if (++i >= 10)
            break;
    }
    print_int(i);
    putchar(' ');
    while (tick() < 25)
        ;
    print_int(counter);
    putchar(' ');
    int n = 0;
    for (int k = 0; k < 100; k++)
        if (k % 7)
            ;
        else
            n++;
    print_int(n);
    putchar(' ');
    {
    }
    int j;
    for (j = 1; j < 1000; j *= 3)
        ;
    print_int(j);
    putchar(' ');
    do ; while (tick() % 10);
    print_int(counter);
    print_newline();;
    return n + i;
}
