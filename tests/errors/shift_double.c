int main(void) {
    double d = 1.0;
    return 1 << d;
}
