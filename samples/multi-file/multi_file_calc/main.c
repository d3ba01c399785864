/* A three-file program: math helpers, an output module and main. Static functions with the
 * same name in two files must not clash. */
int print_int(int n);
int print_newline(void);

int isqrt(int n);
int power(int b, int e);
void report(int label, int value);
extern int reports;

static int helper(int x) {
    return x * 2;
}

int main(void) {
    report(1, isqrt(1000000));
    report(2, power(3, 10));
    report(3, helper(21));
    report(4, isqrt(power(2, 20)));
    print_int(reports);
    print_newline();
    return reports;
}
