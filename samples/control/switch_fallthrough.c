/* switch statements: fall-through, default in the middle, sparse and negative cases, nested
 * switches, and a switch inside a loop where break leaves the switch and continue the loop. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int days_in_month(int m, int leap) {
    switch (m) {
    case 2:
        return leap ? 29 : 28;
    case 4:
    case 6:
    case 9:
    case 11:
        return 30;
    default:
        return 31;
    }
}

/* Counts how many of the fall-through steps run from entry point n. */
int countdown(int n) {
    int steps = 0;
    switch (n) {
    case 5: steps++;
    case 4: steps++;
    case 3: steps++;
    default: steps += 100;
    case 2: steps++;
    case 1: steps++;
    }
    return steps;
}

int sparse(int x) {
    switch (x) {
    case -1000: return 1;
    case -1: return 2;
    case 0: return 3;
    case 7: return 4;
    case 1000: return 5;
    case 65536: return 6;
    case 2147483647: return 7;
    }
    return 0;
}

int classify(int a, int b) {
    switch (a) {
    case 0:
        switch (b) {
        case 0: return 0;
        case 1: return 1;
        }
        return 2;
    case 1:
        switch (b) {
        default: return 3;
        case 5: break;
        }
        return 4;
    }
    return 5;
}

int main(void) {
    int total = 0;
    for (int m = 1; m <= 12; m++)
        total += days_in_month(m, 0);
    print_int(total);
    putchar(' ');
    print_int(days_in_month(2, 1));
    print_newline();
    for (int n = 0; n <= 6; n++) {
        print_int(countdown(n));
        putchar(' ');
    }
    print_newline();
    print_int(sparse(-1000)); print_int(sparse(-1)); print_int(sparse(0)); print_int(sparse(7));
    print_int(sparse(1000)); print_int(sparse(65536)); print_int(sparse(2147483647)); print_int(sparse(3));
    print_newline();
    print_int(classify(0, 0)); print_int(classify(0, 1)); print_int(classify(0, 9));
    print_int(classify(1, 0)); print_int(classify(1, 5)); print_int(classify(2, 2));
    print_newline();
    int vowels = 0, others = 0;
    for (int c = 'a'; c <= 'z'; c++) {
        switch (c) {
        case 'a': case 'e': case 'i': case 'o': case 'u':
            vowels++;
            putchar(c - 'a' + 'A');
            continue;
        case 'y':
            break;
        default:
            others++;
            continue;
        }
        putchar('?');
    }
    print_newline();
    print_int(vowels);
    putchar(' ');
    print_int(others);
    print_newline();
    return total % 256;
}
