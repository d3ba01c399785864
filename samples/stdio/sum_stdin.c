/* Reads integers from standard input until a 0 (or end of input), then prints the count,
 * sum, minimum, maximum and integer mean. */
int read_int(void);
int print_int(int n);
int putchar(int c);
int print_newline(void);

int main(void) {
    int count = 0, sum = 0, min = 0, max = 0;
    for (;;) {
        int x = read_int();
        if (x == 0)
            break;
        if (count == 0 || x < min)
            min = x;
        if (count == 0 || x > max)
            max = x;
        sum += x;
        count++;
    }
    print_int(count);
    putchar(' ');
    print_int(sum);
    putchar(' ');
    print_int(min);
    putchar(' ');
    print_int(max);
    putchar(' ');
    print_int(count ? sum / count : 0);
    print_newline();
    return count;
}
