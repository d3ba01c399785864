struct flags { unsigned on : 1; };
int main(void) {
    struct flags f = { 1 };
    unsigned *p = &f.on;
    return *p;
}
