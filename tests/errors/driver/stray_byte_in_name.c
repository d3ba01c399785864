/* A Latin-1 byte in a name: not UTF-8, so no name (gcc: a stray byte). */
int café = 1;
