int f(int x) {
    if (x)
        return;
    return x;
}
