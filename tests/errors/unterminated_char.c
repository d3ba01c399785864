int main(void) {
    int c = 'a;
    return c;
}
