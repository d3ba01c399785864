int main(void) {
    int n = 1;
    return n->x;
}
