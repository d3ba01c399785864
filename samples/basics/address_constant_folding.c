/* Static initializers that only addresses decide, which gcc folds: an address converted to
   _Bool, and comparisons of addresses within one object (autoconf's stdbool.h check, from
   pv's configure). */
#include <stdbool.h>
#include <stdio.h>

struct s {
    _Bool s : 1;
    _Bool t;
} s;
static int table[8];
char digs[] = "0123456789";

bool e = &s;
_Bool from_array = table;
int xlcbug = 1 / (&(digs + 5)[-2 + (bool)1] == &digs[4] ? 1 : -1);
int ordered = &table[2] < &table[5];
int apart = &table[7] != &table[7];
int both = (&digs[1] >= digs) + (&digs[9] <= &digs[3]);
static const char *const first = &digs[0];

int main(void) {
    printf("%d %d %d %d %d %d %c\n", e, from_array, xlcbug, ordered, apart, both, *first);
    return 0;
}
