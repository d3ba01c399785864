/* FizzBuzz from 1 to 100, spelled out with putchar. */
int putchar(int c);
int print_int(int n);

void fizz(void) {
    putchar('F');
    putchar('i');
    putchar('z');
    putchar('z');
}

void buzz(void) {
    putchar('B');
    putchar('u');
    putchar('z');
    putchar('z');
}

int main(void) {
    int fizzes = 0, buzzes = 0;
    for (int i = 1; i <= 100; i++) {
        int printed = 0;
        if (i % 3 == 0) {
            fizz();
            fizzes++;
            printed = 1;
        }
        if (i % 5 == 0) {
            buzz();
            buzzes++;
            printed = 1;
        }
        if (!printed)
            print_int(i);
        putchar('\n');
    }
    return fizzes + buzzes;
}
