int counter;

void f(void) {
    __asm__ volatile("" : : "n"(&counter));
}
