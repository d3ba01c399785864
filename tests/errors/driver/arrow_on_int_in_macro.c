#define GET(p) (p)->v
int main(void) {
    int x = 0;
    return GET(x);
}
