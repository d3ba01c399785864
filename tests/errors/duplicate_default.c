int main(void) {
    switch (0) {
    default: return 1;
    default: return 2;
    }
}
