int neg(int a) { return -a; }
int main(void) {
    return neg(1, 2);
}
