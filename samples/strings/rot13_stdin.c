/* Copies standard input to standard output with ROT13 applied to letters and digits rotated
 * by five, counting what it changed. */
int getchar(void);
int putchar(int c);
int print_int(int n);
int print_newline(void);

int rotate(int c, int base, int size, int by) {
    return base + (c - base + by) % size;
}

int main(void) {
    int changed = 0, c;
    for (;;) {
        c = getchar();
        if (c < 0)
            break;
        int out = c;
        if (c >= 'a' && c <= 'z')
            out = rotate(c, 'a', 26, 13);
        else if (c >= 'A' && c <= 'Z')
            out = rotate(c, 'A', 26, 13);
        else if (c >= '0' && c <= '9')
            out = rotate(c, '0', 10, 5);
        if (out != c)
            changed++;
        putchar(out);
    }
    print_int(changed);
    print_newline();
    return changed % 256;
}
