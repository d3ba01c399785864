int h(int, b);
