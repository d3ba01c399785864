int main(void) {
    int x = 0;
    void *p = &x;
    return *p;
}
