/* Duff's device: a switch whose cases land inside a do-while loop, unrolled by 8. Here it
 * sums a sequence instead of copying memory. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int next_value;

int produce(void) {
    next_value = (next_value * 7 + 3) % 101;
    return next_value;
}

int duff_sum(int count) {
    int sum = 0;
    if (count <= 0)
        return 0;
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { sum += produce();
    case 7:      sum += produce();
    case 6:      sum += produce();
    case 5:      sum += produce();
    case 4:      sum += produce();
    case 3:      sum += produce();
    case 2:      sum += produce();
    case 1:      sum += produce();
            } while (--n > 0);
    }
    return sum;
}

int plain_sum(int count) {
    int sum = 0;
    for (int i = 0; i < count; i++)
        sum += produce();
    return sum;
}

int main(void) {
    int bad = 0;
    for (int count = 0; count < 40; count++) {
        next_value = count;
        int a = duff_sum(count);
        next_value = count;
        int b = plain_sum(count);
        if (a != b)
            bad++;
        if (count < 12) {
            print_int(a);
            putchar(' ');
        }
    }
    print_newline();
    print_int(bad);
    print_newline();
    next_value = 1;
    return duff_sum(17) % 256;
}
