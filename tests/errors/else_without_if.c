int main(void) {
    else return 1;
}
