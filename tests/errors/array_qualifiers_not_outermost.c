int k(int q[3][static 2]);
