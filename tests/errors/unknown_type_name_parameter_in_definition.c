int g(int a, count, int c) { return a + c; }
