int main(void) {
    char s[4] = 5;
    return 0;
}
