int main(void) {
    {
        int inner = 1;
    }
    return inner;
}
