int main(void) {
    double _Complex z = 2i;
    return 0;
}
