/* options: -std=c90 -pedantic */
#if 0
// don't: in a skipped group of strict C90 this is no comment, but two slashes
#endif
int z;
