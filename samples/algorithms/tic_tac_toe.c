/* Tic-tac-toe solved by full minimax search. The board is two 9-bit masks (X and O), so the
 * search is pure integer recursion; it visits every position reachable after X's first move. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int nodes;

int line(int k) {
    switch (k) {
    case 0: return 0x007; case 1: return 0x038; case 2: return 0x1C0;
    case 3: return 0x049; case 4: return 0x092; case 5: return 0x124;
    case 6: return 0x111; default: return 0x054;
    }
}

int wins(int mask) {
    for (int k = 0; k < 8; k++)
        if ((mask & line(k)) == line(k))
            return 1;
    return 0;
}

/* Score from X's point of view: +1 X wins, -1 O wins, 0 draw. */
int minimax(int x, int o, int x_to_move) {
    nodes++;
    if (wins(x))
        return 1;
    if (wins(o))
        return -1;
    if ((x | o) == 0x1FF)
        return 0;
    int best = x_to_move ? -2 : 2;
    for (int cell = 0; cell < 9; cell++) {
        int bit = 1 << cell;
        if ((x | o) & bit)
            continue;
        int score = x_to_move ? minimax(x | bit, o, 0) : minimax(x, o | bit, 1);
        if (x_to_move ? score > best : score < best)
            best = score;
    }
    return best;
}

void show(int x, int o) {
    for (int cell = 0; cell < 9; cell++) {
        int bit = 1 << cell;
        putchar(x & bit ? 'X' : o & bit ? 'O' : '.');
        if (cell % 3 == 2)
            putchar('\n');
    }
}

int main(void) {
    /* X's first move in a corner, on an edge and in the centre: all draws with best play. */
    int first_moves = 0x001 | 0x002 | 0x010;
    for (int cell = 0; cell < 9; cell++) {
        if (!(first_moves & (1 << cell)))
            continue;
        nodes = 0;
        int value = minimax(1 << cell, 0, 0);
        print_int(cell);
        putchar(':');
        print_int(value);
        putchar(' ');
        print_int(nodes);
        print_newline();
    }
    /* X has the corners 0 and 8, O the centre: X to move can force a win. */
    int x = 0x101, o = 0x010;
    show(x, o);
    nodes = 0;
    print_int(minimax(x, o, 1));
    putchar(' ');
    print_int(nodes);
    print_newline();
    return nodes % 256;
}
