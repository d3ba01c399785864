int main(void) {
    int n = 2;
    enum { X = n };
    return X;
}
