/* options: -std=c17 -pedantic */
char c = '\e';
const char *s = "\e[0m";
const char *t = "\E";
