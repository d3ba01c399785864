int main(void) {
    return 12abc;
}
