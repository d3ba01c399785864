/* options: -std=c17 -pedantic */
void v(void);
void w(void) { return v(); }
