int f(void) { return 0; }
int main(void) {
    f = 0;
    return 0;
}
