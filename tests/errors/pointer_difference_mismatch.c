int main(void) {
    int a; char c;
    int *p = &a; char *q = &c;
    return p - q;
}
