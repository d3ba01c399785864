int main(void) {
    double d = 1.5fl;
    return 0;
}
