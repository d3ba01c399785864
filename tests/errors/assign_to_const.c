int main(void) {
    const int limit = 10;
    limit = 5;
    return limit;
}
