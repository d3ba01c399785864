#include "type_error_spelled_in_header_macro.h"
struct S { int v; };
int main(void) {
    struct S s = { 1 };
    return FIELD(s);
}
