/* options: -std=c17 -pedantic */
int a[2] = {1, 2, 3};
int s = {1, 2};
struct P { int x; } p = {1, 2};
union U { int i; float f; } u = {1, 2};
char name[3] = "abcd";
