const int table[2] = {1, 2};
int main(void) {
    table[0]++;
    return 0;
}
