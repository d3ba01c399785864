/* options: -std=c17 -pedantic */
enum E { BIG = 0x80000000, FINE = 2147483647 };
