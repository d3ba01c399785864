int main(void) {
    int a = 0;
    (a + 1)++;
    return a;
}
