/* options: -std=c17 -pedantic */
void *next(void *p) { return p + 1; }
long distance(void *a, void *b) { return a - b; }
void step(void *p, void (*f)(void)) { p++; --p; p += 2; f++; f = f + 1; }
unsigned long sizes(void) { return sizeof(void) + sizeof(step); }
