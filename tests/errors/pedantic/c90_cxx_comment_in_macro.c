/* options: -std=c90 */
#define ONE 1 // in a directive: two '/' in strict ISO C90
int one = ONE;
