/* The strong definition that replaces main.c's weak one. */
int overridable(void) { return 2; }
