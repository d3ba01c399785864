int main(void) {
    int y = 1;
    switch (y) {
    case y: return 1;
    }
    return 0;
}
