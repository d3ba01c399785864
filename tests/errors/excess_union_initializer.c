union value { int i; double d; };

union value v = { 1, 2 };
union value w = { .d = 1.5, 7 };

int main(void) { return v.i; }
