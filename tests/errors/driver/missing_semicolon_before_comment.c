int m(void) {
    int x;
    x = 1/* c */}
