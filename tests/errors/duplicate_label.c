int main(void) {
    int i = 0;
again:
    i++;
again:
    return i;
}
