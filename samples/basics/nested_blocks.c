/* Deeply nested blocks, ifs and loops, with declarations at every level. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int classify(int a, int b, int c) {
    if (a > 0) {
        if (b > 0) {
            if (c > 0) {
                return 7;
            } else {
                if (c == 0)
                    return 6;
                return 5;
            }
        } else if (b == 0) {
            return 4;
        } else {
            if (c > 0)
                return 3;
        }
    } else {
        if (a == 0)
            return b > 0 ? 2 : 1;
    }
    return 0;
}

int main(void) {
    int total = 0;
    {
        int a = 1;
        {
            int b = a + 1;
            {
                int c = b + 1;
                {
                    int d = c + 1;
                    {
                        int e = d + 1;
                        for (int i = 0; i < e; i++) {
                            int f = i * e;
                            if (f % 2 == 0) {
                                int g = f / 2;
                                while (g > 0) {
                                    int h = g % 3;
                                    total += h;
                                    g /= 3;
                                }
                            }
                        }
                        total += a + b + c + d + e;
                    }
                }
            }
        }
    }
    print_int(total);
    print_newline();
    int hist = 0;
    for (int a = -2; a <= 2; a++)
        for (int b = -2; b <= 2; b++)
            for (int c = -2; c <= 2; c++) {
                int k = classify(a, b, c);
                hist = hist * 3 % 100003 + k;
            }
    print_int(hist);
    print_newline();
    return total;
}
