int main(void) {
    char c = 0;
    long long n = 0;
    int picked = _Generic(c, signed char: 1, unsigned char: 2, char: 3)
               + _Generic(n, long: 10, long long: 20, default: 30);
    return _Generic(picked, char: 1, int: 2, signed char: 3, char: 4);
}
