int main(void) {
    int a[3], b[3];
    a = b;
    return 0;
}
