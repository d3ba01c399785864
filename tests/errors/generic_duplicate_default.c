int main(void) {
    int x = 0;
    return _Generic(x, default: 1, int: 2, default: 3);
}
