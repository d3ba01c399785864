int main(void) {
    double d = 1.0;
    int *p = (int *)d;
    return 0;
}
