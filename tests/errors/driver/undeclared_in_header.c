#include "undeclared.h"
int main(void) { return 0; }
