int main(void) {
    int x = "abc;
    return 0;
}
