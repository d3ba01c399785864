int main(void) {
    double d = 1.5q;
    return 0;
}
