/* Checksums over byte streams produced by generators: Luhn on digit strings, CRC-16/CCITT,
 * Adler-32 split in two 16-bit halves, and a polynomial hash mod a prime. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

/* The ASCII digits "123456789". */
int digit_stream(int i) {
    return '1' + i;
}

int crc16_ccitt(int len) {
    int crc = 0xFFFF;
    for (int i = 0; i < len; i++) {
        crc ^= digit_stream(i) << 8;
        for (int b = 0; b < 8; b++) {
            if (crc & 0x8000)
                crc = ((crc << 1) ^ 0x1021) & 0xFFFF;
            else
                crc = (crc << 1) & 0xFFFF;
        }
    }
    return crc;
}

int adler_a, adler_b;

void adler32(int len) {
    int a = 1, b = 0;
    for (int i = 0; i < len; i++) {
        a = (a + digit_stream(i)) % 65521;
        b = (b + a) % 65521;
    }
    adler_a = a;
    adler_b = b;
}

/* Luhn check of the decimal digits of n (rightmost is the check digit). */
int luhn_valid(int n) {
    int sum = 0, double_it = 0;
    while (n > 0) {
        int d = n % 10;
        if (double_it) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
        double_it = !double_it;
        n /= 10;
    }
    return sum % 10 == 0;
}

int poly_hash(int len, int base, int mod) {
    int h = 0;
    for (int i = 0; i < len; i++)
        h = (h * base + digit_stream(i)) % mod;
    return h;
}

int main(void) {
    print_int(crc16_ccitt(9));
    putchar(' ');
    print_int(crc16_ccitt(0));
    print_newline();
    adler32(9);
    print_int(adler_b);
    putchar(' ');
    print_int(adler_a);
    print_newline();
    int valid = 0;
    for (int n = 79927390; n < 79927400; n++) {
        putchar(luhn_valid(n) ? 'Y' : 'n');
        valid += luhn_valid(n);
    }
    print_newline();
    print_int(poly_hash(9, 131, 1000003));
    putchar(' ');
    print_int(poly_hash(9, 257, 65537));
    print_newline();
    return crc16_ccitt(9) & 0xFF;
}
