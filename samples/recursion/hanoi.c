/* Towers of Hanoi: print the moves for 4 discs, count them for 16. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int moves;
int verbose;

void move(int disc, int from, int to) {
    moves++;
    if (verbose) {
        print_int(disc);
        putchar(':');
        putchar('A' + from);
        putchar('>');
        putchar('A' + to);
        putchar('\n');
    }
}

void hanoi(int n, int from, int to, int via) {
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to);
    move(n, from, to);
    hanoi(n - 1, via, to, from);
}

int main(void) {
    verbose = 1;
    hanoi(4, 0, 2, 1);
    print_int(moves);
    print_newline();
    verbose = 0;
    moves = 0;
    hanoi(16, 0, 2, 1);
    print_int(moves);
    print_newline();
    return moves == 65535 ? 0 : 1;
}
