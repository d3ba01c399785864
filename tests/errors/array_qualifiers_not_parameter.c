void f(void) {
    int z[static 3];
}
