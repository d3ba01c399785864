/* Static initializers that test an address against null, which gcc folds: the address of
   an object, a function or a string literal is not null (a weak symbol's may be, and stays
   an error), whether compared with 0, negated, or used as a condition. */
#include <stdio.h>

int counter;
void tick(void) {}
static int table[3];
struct point { int x, y; } origin;

const char *which = "text" == 0 ? "null" : "not null";
int counter_set = &counter != 0;
int literal_null = !"literal";
int table_null = table == 0;
int picked = &counter ? 5 : 6;
int tick_null = 0 == tick;
int element = &table[2] != (void *)0;
int both = (&counter && 1) + (0 || tick);
const char *negated = !&counter ? "no" : "yes";
int member_null = &origin.y == 0;

int main(void) {
    printf("%s %d %d %d %d %d %d %d %s %d\n", which, counter_set, literal_null, table_null,
           picked, tick_null, element, both, negated, member_null);
    return 0;
}
