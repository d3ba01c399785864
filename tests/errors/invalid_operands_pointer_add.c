int main(void) {
    int a, b;
    int *p = &a, *q = &b;
    return p + q;
}
