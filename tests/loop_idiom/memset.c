// Loops that store one byte value to every element become memset: the sieve's clearing loop
// (`<=`, signed), elements of 2, 4 and 8 bytes whose bytes are equal, a char from a
// parameter, and a loop counting down.
char composite[4000001];
short s[1000];
int w[1000];
double d[1000];
long l[1000];

void sieve_clear(int limit) {
    for (int i = 0; i <= limit; i++)
        composite[i] = 0;
}

void minus_one(int n) {
    for (int i = 0; i < n; i++)
        s[i] = -1;
}

void splat_int(int from, int to) {
    for (int i = from; i < to; i++)
        w[i + 2] = 0x7f7f7f7f;
}

void zero_doubles(unsigned n) {
    for (unsigned i = 0; i < n; i++)
        d[i] = 0.0;
}

void fill_char(char *p, long n, char c) {
    for (long i = 0; i < n; i++)
        p[i] = c;
}

void down(int n) {
    for (int i = n - 1; i >= 0; i--)
        l[i] = 0;
}
