#define ONE 1
#define INC(v) v + ONE
int main(void) {
    int x = 0;
    x = INC(x)
    return x;
}
