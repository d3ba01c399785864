/* A sieve of Eratosthenes without arrays: the composites below 992 live in 31 ints of bits
 * reached through a switch, and the hot loops are the kind mem2reg speeds up. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15;
int w16, w17, w18, w19, w20, w21, w22, w23, w24, w25, w26, w27, w28, w29, w30;

int word(int k) {
    switch (k) {
    case 0: return w0; case 1: return w1; case 2: return w2; case 3: return w3;
    case 4: return w4; case 5: return w5; case 6: return w6; case 7: return w7;
    case 8: return w8; case 9: return w9; case 10: return w10; case 11: return w11;
    case 12: return w12; case 13: return w13; case 14: return w14; case 15: return w15;
    case 16: return w16; case 17: return w17; case 18: return w18; case 19: return w19;
    case 20: return w20; case 21: return w21; case 22: return w22; case 23: return w23;
    case 24: return w24; case 25: return w25; case 26: return w26; case 27: return w27;
    case 28: return w28; case 29: return w29; default: return w30;
    }
}

void set_word(int k, int v) {
    switch (k) {
    case 0: w0 = v; break; case 1: w1 = v; break; case 2: w2 = v; break; case 3: w3 = v; break;
    case 4: w4 = v; break; case 5: w5 = v; break; case 6: w6 = v; break; case 7: w7 = v; break;
    case 8: w8 = v; break; case 9: w9 = v; break; case 10: w10 = v; break; case 11: w11 = v; break;
    case 12: w12 = v; break; case 13: w13 = v; break; case 14: w14 = v; break; case 15: w15 = v; break;
    case 16: w16 = v; break; case 17: w17 = v; break; case 18: w18 = v; break; case 19: w19 = v; break;
    case 20: w20 = v; break; case 21: w21 = v; break; case 22: w22 = v; break; case 23: w23 = v; break;
    case 24: w24 = v; break; case 25: w25 = v; break; case 26: w26 = v; break; case 27: w27 = v; break;
    case 28: w28 = v; break; case 29: w29 = v; break; default: w30 = v; break;
    }
}

int is_composite(int n) {
    return (word(n / 31) >> (n % 31)) & 1;
}

void mark(int n) {
    set_word(n / 31, word(n / 31) | (1 << (n % 31)));
}

int main(void) {
    int limit = 31 * 31;
    int rounds = 40, count = 0, last = 0;
    for (int r = 0; r < rounds; r++) {
        for (int k = 0; k < 31; k++)
            set_word(k, 0);
        count = 0;
        for (int p = 2; p < limit; p++) {
            if (is_composite(p))
                continue;
            count++;
            last = p;
            for (int m = p * p; m < limit; m += p)
                mark(m);
        }
    }
    print_int(count);
    putchar(' ');
    print_int(last);
    print_newline();
    for (int p = 2; p < 100; p++)
        if (!is_composite(p)) {
            print_int(p);
            putchar(' ');
        }
    print_newline();
    return count;
}
