/* A reverse-Polish calculator over standard input. Numbers are pushed; the codes -1 (add),
 * -2 (subtract), -3 (multiply), -4 (divide) pop two and push the result; -5 prints the top.
 * The stack is four registers deep (x, y, z, t) like an HP calculator. */
int read_int(void);
int print_int(int n);
int print_newline(void);

int x, y, z, t;
int depth;

void push(int v) {
    t = z;
    z = y;
    y = x;
    x = v;
    depth++;
}

int pop(void) {
    int v = x;
    x = y;
    y = z;
    z = t;
    depth--;
    return v;
}

int main(void) {
    int ops = 0;
    for (;;) {
        int v = read_int();
        if (v == 0)
            break;
        if (v > 0) {
            push(v);
            continue;
        }
        ops++;
        if (v == -5) {
            print_int(x);
            print_newline();
            continue;
        }
        int b = pop(), a = pop();
        switch (v) {
        case -1: push(a + b); break;
        case -2: push(a - b); break;
        case -3: push(a * b); break;
        case -4: push(b ? a / b : 0); break;
        default: push(a); push(b); break;
        }
    }
    print_int(depth);
    print_newline();
    return ops;
}
