int main(void) {
    double d = 0;
    return _Generic(d, int: 1, signed int: 2, default: 0);
}
