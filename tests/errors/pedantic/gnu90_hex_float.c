/* options: -std=gnu90 -pedantic */
double h = 0x1.8p1;
