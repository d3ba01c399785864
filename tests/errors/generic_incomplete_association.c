struct Q;
int main(void) {
    int x = 0;
    return _Generic(x, struct Q: 1, default: 2);
}
