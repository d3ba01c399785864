/* `$` in identifiers (accepted by gcc on most targets, used by VMS-heritage and generated
   code), including in typedef names, macros and struct members. */
#include <stdio.h>

typedef struct { int $count; double total$; } acc$t;
typedef int $int;
#define $add(a, x) ((a).$count++, (a).total$ += (x))

static $int sys$getcount(const acc$t *a) { return a->$count; }

int main(void) {
    acc$t a = {0, 0.0};
    $int $ = 5, x$y = 7;
    for ($int i$ = 0; i$ < $; i$++)
        $add(a, i$ * 1.5);
    printf("%d %.1f %d\n", sys$getcount(&a), a.total$, $ * x$y);
    $int (*fp$)(const acc$t *) = sys$getcount;
    printf("%d\n", fp$(&a) + (int)sizeof($int));
    return 0;
}
