/* A function with forty locals live at once across loops and calls: register pressure that
 * forces spills after mem2reg. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int mix(int a, int b) {
    return (a * 31 + b) % 65521;
}

int main(void) {
    int v0 = 1, v1 = 2, v2 = 3, v3 = 4, v4 = 5, v5 = 6, v6 = 7, v7 = 8, v8 = 9, v9 = 10;
    int w0 = 11, w1 = 12, w2 = 13, w3 = 14, w4 = 15, w5 = 16, w6 = 17, w7 = 18, w8 = 19, w9 = 20;
    int x0 = 21, x1 = 22, x2 = 23, x3 = 24, x4 = 25, x5 = 26, x6 = 27, x7 = 28, x8 = 29, x9 = 30;
    int y0 = 31, y1 = 32, y2 = 33, y3 = 34, y4 = 35, y5 = 36, y6 = 37, y7 = 38, y8 = 39, y9 = 40;
    for (int r = 0; r < 2000; r++) {
        v0 = mix(v0, y9); v1 = mix(v1, v0); v2 = mix(v2, v1); v3 = mix(v3, v2); v4 = mix(v4, v3);
        v5 = mix(v5, v4); v6 = mix(v6, v5); v7 = mix(v7, v6); v8 = mix(v8, v7); v9 = mix(v9, v8);
        w0 = mix(w0, v9); w1 = mix(w1, w0); w2 = mix(w2, w1); w3 = mix(w3, w2); w4 = mix(w4, w3);
        w5 = mix(w5, w4); w6 = mix(w6, w5); w7 = mix(w7, w6); w8 = mix(w8, w7); w9 = mix(w9, w8);
        x0 = mix(x0, w9); x1 = mix(x1, x0); x2 = mix(x2, x1); x3 = mix(x3, x2); x4 = mix(x4, x3);
        x5 = mix(x5, x4); x6 = mix(x6, x5); x7 = mix(x7, x6); x8 = mix(x8, x7); x9 = mix(x9, x8);
        y0 = mix(y0, x9); y1 = mix(y1, y0); y2 = mix(y2, y1); y3 = mix(y3, y2); y4 = mix(y4, y3);
        y5 = mix(y5, y4); y6 = mix(y6, y5); y7 = mix(y7, y6); y8 = mix(y8, y7); y9 = mix(y9, y8);
    }
    int total = v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9;
    total += w0 + w1 + w2 + w3 + w4 + w5 + w6 + w7 + w8 + w9;
    total += x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9;
    total += y0 + y1 + y2 + y3 + y4 + y5 + y6 + y7 + y8 + y9;
    print_int(v0); putchar(' '); print_int(w5); putchar(' '); print_int(x9); putchar(' '); print_int(y3);
    print_newline();
    print_int(total);
    print_newline();
    return total % 256;
}
