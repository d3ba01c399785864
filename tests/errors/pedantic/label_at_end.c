/* options: -std=c17 -pedantic */
void f(int x) { if (x) goto out; x++; out: }
