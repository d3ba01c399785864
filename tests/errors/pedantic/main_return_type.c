/* options: -std=c17 -pedantic */
void main(void) {}
