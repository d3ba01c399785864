/* The same for a wide one. */
int c = L'';
