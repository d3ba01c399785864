int main(void) {
    continue;
}
