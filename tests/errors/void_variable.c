int main(void) {
    void v;
    return 0;
}
