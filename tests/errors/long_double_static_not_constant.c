long double scale(void);
static long double third = 1.0L / 3;
static long double scaled = scale() / 3;
int main(void) { return third > scaled; }
