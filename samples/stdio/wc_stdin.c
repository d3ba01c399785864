/* wc: counts lines, words and characters of standard input with getchar, and the longest
 * line. */
int getchar(void);
int putchar(int c);
int print_int(int n);
int print_newline(void);

int main(void) {
    int lines = 0, words = 0, chars = 0, in_word = 0;
    int line_len = 0, longest = 0;
    int c;
    while ((c = getchar()) != -1) {
        chars++;
        if (c == '\n') {
            lines++;
            if (line_len > longest)
                longest = line_len;
            line_len = 0;
        } else {
            line_len++;
        }
        if (c == ' ' || c == '\n' || c == '\t') {
            in_word = 0;
        } else if (!in_word) {
            in_word = 1;
            words++;
        }
    }
    print_int(lines);
    putchar(' ');
    print_int(words);
    putchar(' ');
    print_int(chars);
    putchar(' ');
    print_int(longest);
    print_newline();
    return lines;
}
