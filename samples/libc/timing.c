/* Uses the runtime's millisecond timer around a busy loop. The time itself varies from run
 * to run, so only facts that always hold are printed. */
int print_int(int n);
int elapsed_ms(void);
int putchar(int c);
int print_newline(void);

int busy(int n) {
    int x = 0;
    for (int i = 0; i < n; i++)
        x = (x * 3 + i) % 1000003;
    return x;
}

int main(void) {
    int t0 = elapsed_ms();
    int r = busy(2000000);
    int t1 = elapsed_ms();
    print_int(t0);
    putchar(' ');
    putchar(t1 >= t0 ? 'y' : 'n');
    putchar(' ');
    putchar(t1 - t0 < 60000 ? 'y' : 'n');
    putchar(' ');
    print_int(r);
    print_newline();
    return 0;
}
