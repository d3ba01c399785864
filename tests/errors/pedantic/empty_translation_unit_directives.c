/* options: -std=c17 -pedantic */
#define ONLY_DIRECTIVES 1
#if ONLY_DIRECTIVES
#endif
