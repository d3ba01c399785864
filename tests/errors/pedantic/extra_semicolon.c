/* options: -std=c17 -pedantic */
int x;;
int f(void) { return 0; };
;
