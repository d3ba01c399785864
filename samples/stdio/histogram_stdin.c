/* Reads scores 0..99 from standard input (ending at end of input or a negative number) and
 * prints a histogram by decade with bars of stars, using ten counters in globals. */
int read_int(void);
int putchar(int c);
int print_int(int n);
int print_newline(void);

int c0, c1, c2, c3, c4, c5, c6, c7, c8, c9;

void add(int decade) {
    switch (decade) {
    case 0: c0++; break; case 1: c1++; break; case 2: c2++; break; case 3: c3++; break;
    case 4: c4++; break; case 5: c5++; break; case 6: c6++; break; case 7: c7++; break;
    case 8: c8++; break; default: c9++; break;
    }
}

int count(int decade) {
    switch (decade) {
    case 0: return c0; case 1: return c1; case 2: return c2; case 3: return c3;
    case 4: return c4; case 5: return c5; case 6: return c6; case 7: return c7;
    case 8: return c8;
    }
    return c9;
}

int main(void) {
    int n = 0, sum = 0;
    for (;;) {
        int v = read_int();
        if (v <= 0 || v > 99)
            break;
        add(v / 10);
        sum += v;
        n++;
    }
    for (int d = 0; d < 10; d++) {
        print_int(d * 10);
        putchar('-');
        print_int(d * 10 + 9);
        putchar('\t');
        for (int i = 0; i < count(d); i++)
            putchar('*');
        putchar('\n');
    }
    print_int(n);
    putchar(' ');
    print_int(n ? sum / n : 0);
    print_newline();
    return n;
}
