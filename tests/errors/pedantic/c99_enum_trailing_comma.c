/* options: -std=c99 -pedantic */
enum colour { RED, GREEN, BLUE, };
