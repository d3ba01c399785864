int main(void) {
    int typeof = 1;
    return 0;
}
