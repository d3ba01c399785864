__thread int f(void) { return 0; }
