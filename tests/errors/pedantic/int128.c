/* options: -std=c17 -pedantic */
__int128 x;
unsigned __int128 y;
typedef __int128 wide;
