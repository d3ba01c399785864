/* The printable ASCII characters in a table of rows of 16, with their codes in hex, written
 * with the runtime's print_char; also counts of letters, digits and punctuation. */
int print_char(int c);
int print_int(int n);
int print_newline(void);

int is_alpha(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

int is_digit(int c) {
    return c >= '0' && c <= '9';
}

void hex_digit(int d) {
    print_char(d < 10 ? '0' + d : 'A' + d - 10);
}

int main(void) {
    int letters = 0, digits = 0, other = 0;
    for (int row = 2; row < 8; row++) {
        hex_digit(row);
        print_char('x');
        print_char(' ');
        for (int col = 0; col < 16; col++) {
            int c = row * 16 + col;
            if (c == 127) {
                print_char(' ');
                continue;
            }
            print_char(c);
            if (is_alpha(c))
                letters++;
            else if (is_digit(c))
                digits++;
            else if (c != ' ')
                other++;
        }
        print_newline();
    }
    print_int(letters);
    print_char(' ');
    print_int(digits);
    print_char(' ');
    print_int(other);
    print_newline();
    return other;
}
