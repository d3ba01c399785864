int g(int n, int k) {
    switch (k) {
        int b[n];
    case 1:
        b[0] = 2;
        return b[0];
    }
    return 0;
}
