struct later;
int main(void) {
    struct later s;
    return 0;
}
