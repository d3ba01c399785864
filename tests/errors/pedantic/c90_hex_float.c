/* options: -std=c90 -pedantic */
double h = 0x1.8p1;
float f = 0x1P3f;
double d = 0x10;
