/* The preprocessor's warnings and the front end's come in the order of the source, as
   gcc, which preprocesses as it parses, gives them. */
int first[1] = {1, 2};
#include "preprocessor_and_front_end_in_order.h"
const char *joined = "\q" "x"
    "y";
int second[1] = {3, 4};
#if 1
#endif TRAILING
#define ESCAPED "\z"
int from_macro(const char *p) { return ESCAPED == p; }
char c = '\w';
int third[1] = {5, 6};
#warning at the end
