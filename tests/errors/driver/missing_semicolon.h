int in_header(void) {
    int x;
    x = 1
}
