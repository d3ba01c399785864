/* Ways to make change, by recursion over coin kinds and by an iterative count over
 * combinations of coins; also the fewest coins greedily vs exhaustively. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int coin(int k) {
    switch (k) {
    case 0: return 1;
    case 1: return 5;
    case 2: return 10;
    case 3: return 25;
    case 4: return 50;
    }
    return 0;
}

int ways(int amount, int k) {
    if (amount == 0)
        return 1;
    if (amount < 0 || k < 0)
        return 0;
    return ways(amount - coin(k), k) + ways(amount, k - 1);
}

int ways_loops(int amount) {
    int w = 0;
    for (int h = 0; h * 50 <= amount; h++)
        for (int q = 0; h * 50 + q * 25 <= amount; q++)
            for (int d = 0; h * 50 + q * 25 + d * 10 <= amount; d++)
                for (int n = 0; h * 50 + q * 25 + d * 10 + n * 5 <= amount; n++)
                    w++;
    return w;
}

int fewest(int amount, int k) {
    if (amount == 0)
        return 0;
    if (k < 0)
        return 1000;
    int best = 1000;
    for (int use = 0; use * coin(k) <= amount; use++) {
        int rest = fewest(amount - use * coin(k), k - 1);
        if (rest + use < best)
            best = rest + use;
    }
    return best;
}

int main(void) {
    for (int amount = 0; amount <= 100; amount += 20) {
        print_int(ways(amount, 4));
        putchar(ways(amount, 4) == ways_loops(amount) ? ' ' : '!');
    }
    print_newline();
    print_int(ways(300, 4));
    putchar(' ');
    print_int(fewest(99, 4));
    putchar(' ');
    print_int(fewest(63, 4));
    print_newline();
    return ways(100, 4);
}
