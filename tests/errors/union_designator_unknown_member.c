union value { int i; double d; };

union value v = { .f = 1.5 };

int main(void) { return v.i; }
