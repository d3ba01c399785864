int f(int n) {
    int v[n] = {1};
    return v[0];
}
