int main(void) {
    int char c = 0;
    return c;
}
