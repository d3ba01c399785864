int sum(int n, ...) { return n; }
int main(void) { return sum(1, 2); }
