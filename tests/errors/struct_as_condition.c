struct flag { int on; };
int main(void) {
    struct flag f = { 1 };
    if (f)
        return 1;
    return 0;
}
