int f(int n) {
    goto inside;
    {
        int a[n];
    inside:
        a[0] = 1;
        return a[0];
    }
}
