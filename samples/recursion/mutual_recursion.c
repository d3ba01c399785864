/* Mutual recursion through prototypes: Hofstadter's Female and Male sequences, and a
 * recursive-descent evaluator of a tiny expression grammar over a generated token stream. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int male(int n);

int female(int n) {
    return n == 0 ? 1 : n - male(female(n - 1));
}

int male(int n) {
    return n == 0 ? 0 : n - female(male(n - 1));
}

/* Token stream: the expression 2*(3+4)*5-6/(1+2) encoded as codes; 0 ends. */
int pos;

int token_at(int i) {
    switch (i) {
    case 0: return 2; case 1: return '*'; case 2: return '('; case 3: return 3;
    case 4: return '+'; case 5: return 4; case 6: return ')'; case 7: return '*';
    case 8: return 5; case 9: return '-'; case 10: return 6; case 11: return '/';
    case 12: return '('; case 13: return 1; case 14: return '+'; case 15: return 2;
    case 16: return ')';
    }
    return 0;
}

int peek(void) { return token_at(pos); }
int next(void) { return token_at(pos++); }

int expr(void);

/* primary = number | "(" expr ")" */
int primary(void) {
    if (peek() == '(') {
        next();
        int v = expr();
        next();
        return v;
    }
    return next();
}

/* term = primary (("*" | "/") primary)* */
int term(void) {
    int v = primary();
    while (peek() == '*' || peek() == '/') {
        int op = next();
        int r = primary();
        v = op == '*' ? v * r : v / r;
    }
    return v;
}

/* expr = term (("+" | "-") term)* */
int expr(void) {
    int v = term();
    while (peek() == '+' || peek() == '-') {
        int op = next();
        int r = term();
        v = op == '+' ? v + r : v - r;
    }
    return v;
}

int main(void) {
    for (int n = 0; n < 20; n++) {
        print_int(female(n));
        putchar(' ');
    }
    print_newline();
    for (int n = 0; n < 20; n++) {
        print_int(male(n));
        putchar(' ');
    }
    print_newline();
    pos = 0;
    int v = expr();
    print_int(v);
    print_newline();
    return v;
}
