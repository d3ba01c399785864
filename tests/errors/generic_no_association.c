int main(void) {
    double d = 0;
    return _Generic(d, int: 1, long: 2);
}
