#define STMT x = 1
int k(void) {
    int x;
    STMT
}
