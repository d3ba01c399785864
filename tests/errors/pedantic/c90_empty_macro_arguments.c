/* options: -std=c90 -pedantic */
#define NONE(a) 1
#define TWICE(a) a a
#define SECOND(a, b) b
#define STR(a) #a
#define CAT(a) 1 ## a
#define WRAP(a) TWICE(a)
#define EMPTY
int x;
int a = NONE() + TWICE() + SECOND(,) 0;
const char *s = STR();
int c = CAT();
int w = WRAP() 2;
int e = TWICE(EMPTY) 3;
int m = TWICE(
) 4;
