/* Names without types declare the function without a prototype (as int f();). */
int f(a, b);
int (*fp)(a);

int main(void) {
    return 0;
}
