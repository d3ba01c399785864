/* Nested loops with break and continue at each level, in for, while and do-while. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int main(void) {
    int pairs = 0;
    for (int i = 0; i < 10; i++) {
        if (i == 3)
            continue;
        if (i == 8)
            break;
        for (int j = 0; j < 10; j++) {
            if (j > i)
                break;
            if ((i + j) % 2)
                continue;
            pairs++;
        }
    }
    print_int(pairs);
    print_newline();

    int i = 0, found = -1;
    while (i < 100) {
        int j = 0;
        while (1) {
            j++;
            if (j * j > i)
                break;
            if (j * j == i && i > 50) {
                found = i;
                break;
            }
        }
        if (found >= 0)
            break;
        i++;
    }
    print_int(found);
    print_newline();

    int k = 0, skipped = 0;
    do {
        k++;
        if (k % 4 == 0) {
            skipped++;
            continue;
        }
        int m = 0;
        do {
            m++;
            if (m == 3)
                continue;
            if (m > k)
                break;
        } while (m < 5);
        putchar('0' + m);
    } while (k < 12);
    print_newline();
    print_int(skipped);
    print_newline();
    return pairs;
}
