typedef int T;

int twice(int T) {
    T x = T * 2;
    return x;
}
