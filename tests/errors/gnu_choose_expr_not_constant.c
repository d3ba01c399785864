int main(void) {
    int c = 1;
    return __builtin_choose_expr(c, 1, 2);
}
