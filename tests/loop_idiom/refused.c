// Loops left alone: a volatile store, a load of the array in the loop, a stride of two
// elements, a value whose bytes differ, a copy that spreads its first element, a copy
// between two pointers that may overlap, and a short loop of constant count.
char c[1000];
int w[1000];
double d[1000];

void volatile_store(int n) {
    volatile char *v = c;
    for (int i = 0; i < n; i++)
        v[i] = 0;
}

int reads_too(int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        sum += w[i];
        w[i] = 0;
    }
    return sum;
}

void stride_two(int n) {
    for (int i = 0; i < n; i++)
        c[2 * i] = 0;
}

void not_a_splat(int n) {
    for (int i = 0; i < n; i++)
        w[i] = 0x01020304;
}

void ones(int n) {
    for (int i = 0; i < n; i++)
        d[i] = 1.0;
}

void spreads(int n) {
    for (int i = 0; i < n; i++)
        w[i + 1] = w[i];
}

void may_overlap(int *p, int *q, int n) {
    for (int i = 0; i < n; i++)
        p[i] = q[i];
}

void short_constant(void) {
    for (int i = 0; i < 8; i++)
        c[i] = 0;
}
