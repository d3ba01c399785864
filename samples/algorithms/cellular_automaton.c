/* Elementary cellular automata (rules 30, 90 and 110) on a ring of 31 cells held in an int. */
int putchar(int c);
int print_int(int n);
int print_newline(void);

int WIDTH = 31;

int step(int cells, int rule) {
    int next = 0;
    for (int i = 0; i < WIDTH; i++) {
        int left = (cells >> ((i + 1) % WIDTH)) & 1;
        int self = (cells >> i) & 1;
        int right = (cells >> ((i + WIDTH - 1) % WIDTH)) & 1;
        int pattern = left << 2 | self << 1 | right;
        if ((rule >> pattern) & 1)
            next |= 1 << i;
    }
    return next;
}

void show(int cells) {
    for (int i = WIDTH - 1; i >= 0; i--)
        putchar((cells >> i) & 1 ? '#' : '.');
    putchar('\n');
}

int run(int rule, int generations, int print) {
    int cells = 1 << 15;
    int live = 0;
    for (int g = 0; g < generations; g++) {
        if (print)
            show(cells);
        for (int c = cells; c; c &= c - 1)
            live++;
        cells = step(cells, rule);
    }
    return live;
}

int main(void) {
    print_int(run(30, 16, 1));
    print_newline();
    print_int(run(90, 16, 1));
    print_newline();
    print_int(run(110, 500, 0));
    print_newline();
    return run(30, 100, 0) % 256;
}
