counter = 40;
*nothing, twice[2] = {1, 0};
scale(int k) { return k * 2; }
int main(void) { return counter + scale(1) - 42; }
