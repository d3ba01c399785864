#define ONE 1
int h(void) {
    int x;
    x = ONE
    return 0;
}
