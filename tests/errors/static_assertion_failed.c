_Static_assert(sizeof(int) == 8, "int is 64 bits");
int main(void) { return 0; }
