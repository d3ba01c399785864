// Phis of two constants one apart (gcc's conditional_replacement): the condition
// extended, or a constant plus or minus it.

int zero_one(int x) { return x > 3 ? 1 : 0; }

int one_zero(int x) { return x > 3 ? 0 : 1; }

int zero_minus_one(int x) {
    int r;
    if (x)
        r = -1;
    else
        r = 0;
    return r;
}

long seven_eight(long x) {
    long r;
    if (x < 0)
        r = 7;
    else
        r = 8;
    return r;
}

// k and k + 1 that wrap: INT_MAX and INT_MIN as unsigned.
unsigned int_max(unsigned x) { return x == 5 ? 2147483647u : 2147483648u; }

// 127 and -128 are one apart in 8 bits, but the phi is an int: kept.
signed char char_wrap(int x) { return x ? (signed char)127 : (signed char)-128; }

unsigned char uchar_bool(int x) { return x >= 10 ? 1 : 0; }

// Two phis in one join, both handled.
int two_phis(int x, int *out) {
    int a, b;
    if (x > 0) {
        a = 1;
        b = 5;
    } else {
        a = 0;
        b = 4;
    }
    *out = b;
    return a;
}

// Two phis that are both the condition: one extension serves both.
int same_twice(int x, int *out) {
    int a = 0, b = 0;
    if (x == 9) {
        a = 1;
        b = 1;
    }
    *out = b;
    return a;
}
