_Alignas(16) int f(void) {
    return 0;
}
