/* options: -std=c2x -pedantic */
int a[3] = {};
int b = 0b101;
void f(int x) { if (x) goto out; out: }
