/* Recursion 100000 deep: the stack frames must be small and the returns must unwind right. */
int print_int(int n);
int print_newline(void);

int depth_sum(int n) {
    if (n == 0)
        return 0;
    return (n % 7) + depth_sum(n - 1);
}

int max_depth;

void descend(int n, int depth) {
    if (depth > max_depth)
        max_depth = depth;
    if (n > 0)
        descend(n - 1, depth + 1);
}

int is_even(int n);
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

int main(void) {
    print_int(depth_sum(100000));
    print_newline();
    descend(100000, 0);
    print_int(max_depth);
    print_newline();
    print_int(is_even(100000));
    print_int(is_odd(77777));
    print_newline();
    return depth_sum(1000) % 256;
}
