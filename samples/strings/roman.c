/* Roman numerals: convert numbers to Roman numerals and back (the numeral is re-read digit by
 * digit from a generator, since there are no strings), checking the round trip. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int emitted;
int emit_print;
int parse_total;
int parse_prev;

int value_of(int c) {
    switch (c) {
    case 'I': return 1;
    case 'V': return 5;
    case 'X': return 10;
    case 'L': return 50;
    case 'C': return 100;
    case 'D': return 500;
    case 'M': return 1000;
    }
    return 0;
}

/* Parsing right to left is awkward when characters arrive left to right, so this keeps the
 * previous symbol and subtracts it when a larger one follows. */
void emit(int c) {
    emitted++;
    if (emit_print)
        putchar(c);
    int v = value_of(c);
    if (parse_prev && parse_prev < v)
        parse_total -= 2 * parse_prev;
    parse_total += v;
    parse_prev = v;
}

void digit(int d, int one, int five, int ten) {
    if (d == 9) {
        emit(one);
        emit(ten);
    } else if (d >= 5) {
        emit(five);
        for (int i = 5; i < d; i++)
            emit(one);
    } else if (d == 4) {
        emit(one);
        emit(five);
    } else {
        for (int i = 0; i < d; i++)
            emit(one);
    }
}

int to_roman(int n) {
    parse_total = 0;
    parse_prev = 0;
    for (int i = 0; i < n / 1000; i++)
        emit('M');
    digit(n / 100 % 10, 'C', 'D', 'M');
    digit(n / 10 % 10, 'X', 'L', 'C');
    digit(n % 10, 'I', 'V', 'X');
    return parse_total;
}

int main(void) {
    emit_print = 1;
    to_roman(1994); putchar(' ');
    to_roman(2024); putchar(' ');
    to_roman(3888); putchar(' ');
    to_roman(444); putchar(' ');
    to_roman(9);
    print_newline();
    emit_print = 0;
    emitted = 0;
    int bad = 0;
    for (int n = 1; n < 4000; n++)
        if (to_roman(n) != n)
            bad++;
    print_int(bad);
    putchar(' ');
    print_int(emitted);
    print_newline();
    return bad;
}
