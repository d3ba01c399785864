// Counters incremented or decremented under a condition, of every integer width, on
// either arm of the branch: each phi becomes the counter plus (or minus) the condition.

int count_true(const char *a, int n) {
    int c = 0;
    for (int i = 0; i < n; i++)
        if (a[i])
            c++;
    return c;
}

// The increment on the else edge: the complement of the compare is added.
int count_false(const char *a, int n) {
    int c = 0;
    for (int i = 0; i < n; i++)
        if (!a[i])
            c++;
    return c;
}

// An empty then arm and the increment in the else arm: a diamond.
unsigned count_else(const int *a, int n) {
    unsigned c = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] > 3) {
        } else {
            c += 1;
        }
    }
    return c;
}

char count_char(const char *a, int n) {
    char c = 0;
    for (int i = 0; i < n; i++)
        if (a[i] == 'x')
            c++;
    return c;
}

short down_short(const short *a, int n) {
    short c = 0;
    for (int i = 0; i < n; i++)
        if (a[i] < 0)
            c--;
    return c;
}

unsigned long count_long(const long *a, long n) {
    unsigned long c = 0;
    for (long i = 0; i < n; i++)
        if (a[i] == 7)
            c++;
    return c;
}

unsigned char wrap_uchar(unsigned char c, int x) {
    if (x)
        c -= 1;
    return c;
}

// The branch's condition is not a compare: it is compared with 0.
long count_bits(long m, long c) {
    if (m & 4)
        c++;
    return c;
}
