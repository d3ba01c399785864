int f(void x[2]);
