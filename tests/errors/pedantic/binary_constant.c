/* options: -std=c17 -pedantic */
int x = 0b101;
unsigned long m = 0B11UL;
