int main(void) {
    double d = 5.0;
    return d % 2;
}
