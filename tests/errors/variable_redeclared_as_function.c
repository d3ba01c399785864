int v;
int v(void);
int main(void) { return 0; }
