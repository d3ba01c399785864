/* read_int at end of input returns 0: with empty standard input the loop runs once. */
int read_int(void);
int print_int(int n);
int print_newline(void);

int main(void) {
    int reads = 0, total = 0, v;
    do {
        v = read_int();
        reads++;
        total += v;
    } while (v != 0);
    print_int(reads);
    print_int(total);
    print_newline();
    return reads + 40;
}
