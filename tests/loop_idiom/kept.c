// The store becomes memset before the loop, but a value the loop carries is used after it,
// so the loop stays (storing nothing); loops whose counter, or a computation of it, is used
// after them are deleted, the last values computed instead.
int a[1000];

int power_of_three(int n) {
    int x = 1;
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        x = x * 3;
    }
    return x;
}

int last_square(int n) {
    int sq = 0;
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        sq = i * i;
    }
    return sq;
}

int final_index(int n) {
    int i;
    for (i = 0; i < n; i++)
        a[i] = 0;
    return i;
}
