/* Two translation units share `counter` and `limit`: defined in state.c, declared extern here. */
int print_int(int n);
int print_newline(void);
int putchar(int c);

extern int counter;
extern int limit;
int bump(int by);
int reset(void);
int shared_from_main = 5;

int main(void) {
    while (counter < limit)
        bump(3);
    print_int(counter);
    print_newline();
    counter = 1000;
    print_int(bump(shared_from_main));
    print_newline();
    print_int(reset());
    putchar(' ');
    print_int(counter);
    print_newline();
    return counter + limit;
}
