/* The x86-64 sample's program (see there), whose output differs on aarch64, where long
 * double is binary128: the same cases, this architecture's expected output. */
#include "../complex-x86_64/long_double_folding.c"
