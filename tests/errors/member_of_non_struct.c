int main(void) {
    int x = 0;
    return x.field;
}
