/* Fixed-point arithmetic in Q16: division by shifting, square roots by Newton, exp by its Taylor series, and sine
 * and cosine by CORDIC rotations with a table of arctangents held in a switch. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int ONE = 65536;

int fmul(int a, int b) {
    /* Split to keep the product in range: a*b/65536 with |a|,|b| < 2^20. */
    int ah = a >> 8, al = a & 255;
    return (ah * b >> 8) + (al * b >> 16);
}

void print_fixed(int x) {
    if (x < 0) {
        putchar('-');
        x = -x;
    }
    print_int(x >> 16);
    putchar('.');
    int frac = x & 0xFFFF;
    for (int i = 0; i < 4; i++) {
        frac *= 10;
        putchar('0' + (frac >> 16));
        frac &= 0xFFFF;
    }
}

/* a * 65536 / b for positive a and b below 2^30, by long division one bit at a time, since
 * a * 65536 itself would overflow. */
int fdiv(int a, int b) {
    int q = a / b, r = a % b;
    for (int i = 0; i < 16; i++) {
        r <<= 1;
        q <<= 1;
        if (r >= b) {
            r -= b;
            q |= 1;
        }
    }
    return q;
}

int fsqrt(int x) {
    int g = x > ONE ? x / 2 : ONE;
    for (int i = 0; i < 20; i++)
        g = (g + fdiv(x, g)) / 2;
    return g;
}

int fexp(int x) {
    int term = ONE, sum = ONE;
    for (int n = 1; n < 20; n++) {
        term = fmul(term, x) / n;
        sum += term;
    }
    return sum;
}

int atan_table(int i) {
    switch (i) {
    case 0: return 51472; case 1: return 30386; case 2: return 16055; case 3: return 8150;
    case 4: return 4091; case 5: return 2047; case 6: return 1024; case 7: return 512;
    case 8: return 256; case 9: return 128; case 10: return 64; case 11: return 32;
    case 12: return 16; case 13: return 8; case 14: return 4; case 15: return 2;
    }
    return 1;
}

int cordic_sin, cordic_cos;

void cordic(int angle) {
    int x = 39797, y = 0; /* 1/K in Q16 */
    for (int i = 0; i < 16; i++) {
        int nx, ny;
        if (angle >= 0) {
            nx = x - (y >> i);
            ny = y + (x >> i);
            angle -= atan_table(i);
        } else {
            nx = x + (y >> i);
            ny = y - (x >> i);
            angle += atan_table(i);
        }
        x = nx;
        y = ny;
    }
    cordic_cos = x;
    cordic_sin = y;
}

int main(void) {
    print_fixed(fsqrt(2 * ONE));
    putchar(' ');
    print_fixed(fsqrt(10 * ONE));
    putchar(' ');
    print_fixed(fexp(ONE));
    putchar(' ');
    print_fixed(fexp(-ONE / 2));
    print_newline();
    for (int deg = 0; deg <= 90; deg += 15) {
        cordic(deg * 102944 / 90); /* pi/2 = 102944 in Q16 */
        print_int(deg);
        putchar(':');
        print_fixed(cordic_sin);
        putchar(',');
        print_fixed(cordic_cos);
        putchar('\n');
    }
    return fsqrt(4 * ONE) >> 16;
}
