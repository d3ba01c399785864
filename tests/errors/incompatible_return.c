int *f(void) {
    double d = 0;
    return d;
}
int main(void) { return 0; }
