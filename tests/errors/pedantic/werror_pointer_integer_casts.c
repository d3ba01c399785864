/* options: -Werror=pointer-to-int-cast -Wno-int-to-pointer-cast -Werror -Wno-error=discarded-qualifiers */
const char *name = "x";
char *stripped(void) { char *p = name; return p; }
int low_bits(char *p) { return (int)p; }
char *from_int(int n) { return (char *)n; }
