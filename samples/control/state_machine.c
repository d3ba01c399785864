/* A switch-driven state machine that tokenises a stream of digits and operators fed one
 * character at a time, and evaluates the resulting left-to-right expression. */
int print_int(int n);
int print_char(int c);
int print_newline(void);

int state;   /* 0 = start, 1 = in number, 2 = after operator */
int number;
int acc;
int pending_op;
int errors;

void apply(void) {
    switch (pending_op) {
    case '+': acc = acc + number; break;
    case '-': acc = acc - number; break;
    case '*': acc = acc * number; break;
    case '/': if (number != 0) acc = acc / number; else errors++; break;
    default: acc = number; break;
    }
    number = 0;
}

void feed(int c) {
    int is_digit = c >= '0' && c <= '9';
    switch (state) {
    case 0:
    case 2:
        if (is_digit) {
            number = c - '0';
            state = 1;
        } else if (c != ' ') {
            errors++;
        }
        break;
    case 1:
        if (is_digit) {
            number = number * 10 + (c - '0');
        } else if (c == ' ') {
            /* stay */
        } else if (c == '=') {
            apply();
            print_int(acc);
            print_newline();
            pending_op = 0;
            state = 0;
        } else {
            apply();
            pending_op = c;
            state = 2;
        }
        break;
    default:
        errors++;
    }
}

void feed3(int a, int b, int c) {
    feed(a);
    feed(b);
    feed(c);
}

int main(void) {
    /* 12+30*2= */
    feed3('1', '2', '+');
    feed3('3', '0', '*');
    feed3('2', '=', ' ');
    /* 100-1-2-3/2= */
    feed3('1', '0', '0');
    feed3('-', '1', '-');
    feed3('2', '-', '3');
    feed3('/', '2', '=');
    /* 7 / 0 = (an error) */
    feed3('7', '/', '0');
    feed('=');
    /* +5 (error: operator first) then 5= */
    feed3('+', '5', '=');
    print_int(errors);
    print_newline();
    return errors;
}
