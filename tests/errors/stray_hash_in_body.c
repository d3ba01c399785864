int main(void) {
    # define X 1
    return 0;
}
