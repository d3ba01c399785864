/* Names without types: gcc 14 rejects them (-fpermissive: int f(); with a warning). */
int f(a, b);
int (*fp)(a);

int main(void) {
    return 0;
}
