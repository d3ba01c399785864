/* Names without types: gcc 12 warns (untagged) and declares int f(); gcc 14 rejects them. */
int f(a, b);
int (*fp)(a);

int main(void) {
    return 0;
}
