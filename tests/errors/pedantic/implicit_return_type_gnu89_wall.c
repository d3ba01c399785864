/* options: -std=gnu89 -Wall */
static total = 40;
f(void) { return total; }
