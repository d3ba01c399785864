int main(void) {
    int y = z;
    int z = 2;
    return y;
}
