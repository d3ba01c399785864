// Copies: between a local array and a global, memcpy; within one array when each element is
// read before it is written, memmove.
int g[100];

int from_local(int n) {
    int t[100];
    for (int i = 0; i < 100; i++)
        t[i] = i * i;
    if (n > 100)
        n = 100;
    for (int i = 0; i < n; i++)
        g[i] = t[i];
    return g[n / 2];
}

void shift_down(int *p, int n) {
    for (int i = 0; i < n; i++)
        p[i] = p[i + 1];
}

void shift_up_counting_down(short *p, int n) {
    for (int i = n; i > 0; i--)
        p[i] = p[i - 1];
}
