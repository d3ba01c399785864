#define ID(x) x
int main(void) {
    return 1 + ID(nowhere);
}
