/* The #include gcc's fix-it hint adds goes after the last #include above the call that
   entered a file: the second "hint_unguarded.h" counts, the guarded headers included
   again after it do not. */
#include <stdlib.h>
#include "hint_guarded.h"
#include "hint_unguarded.h"
#include "hint_unguarded.h"
#include "hint_guarded.h"
#include <stdlib.h>

int main(void)
{
    guarded_int n = abs(-2);
    printf("%d\n", n + unguarded_count);
    return 0;
}
