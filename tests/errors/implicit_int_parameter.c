int scale(const factor, int x);
