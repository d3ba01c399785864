int main(void) {
    5 = 1;
    return 0;
}
