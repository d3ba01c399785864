int main(void) {
    x = 1;
    return 0;
}
