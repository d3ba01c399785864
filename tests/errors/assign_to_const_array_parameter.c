int f(int a[const 2]) {
    a = 0;
    return 0;
}
