struct later;
int size_of(struct later s) {
    return 0;
}
