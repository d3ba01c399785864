int *f(int *p);
int *returned(void) { return 5; }
void use(void) {
    int *p = 5;
    p = 7;
    f(3);
    p = 0;
    f(0);
}
