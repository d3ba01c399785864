/* Formatted output: "label=value". */
int print_int(int n);
int putchar(int c);

int reports;

void report(int label, int value) {
    reports++;
    print_int(label);
    putchar('=');
    print_int(value);
    putchar('\n');
}
