int main(void) {
    _Complex int z;
    return 0;
}
