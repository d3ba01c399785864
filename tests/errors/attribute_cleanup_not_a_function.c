int counter;
void f(void) {
    int x __attribute__((cleanup(counter))) = 1;
    int y __attribute__((cleanup(nowhere))) = 2;
}
