int main(void) {
    int n = 3;
    int a[n];
    return 0;
}
