#define SEMI(a) a
int g(void) {
    int x;
    x = SEMI(x)
    return 0;
}
