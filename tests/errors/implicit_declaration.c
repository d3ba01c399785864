int main(void) {
    return foo(3);
}
