void f(int n) {
    static int s[n];
}
