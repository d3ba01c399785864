int main(void) {
    int x = 0;
    return _Generic(x, void (void): 1, default: 2);
}
