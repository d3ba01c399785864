/* #pragma weak, as in gcc: a weak reference to a function no file defines is null, a weak
 * definition gives way to another file's strong one, and `#pragma weak NAME = TARGET`
 * makes NAME a weak alias of TARGET. */
#include <stdio.h>

#pragma weak optional_hook
void optional_hook(void);

int default_handler(void) { return 7; }
#pragma weak handler = default_handler
int handler(void);

int overridable(void) { return 1; }
#pragma weak overridable

int main(void) {
    printf("optional_hook %s\n", optional_hook ? "present" : "absent");
    printf("handler %d\n", handler());
    printf("overridable %d\n", overridable());
    return 0;
}
