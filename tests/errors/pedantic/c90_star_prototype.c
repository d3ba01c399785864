/* options: -std=c90 -pedantic */
void g(int n, int a[*]);
void h(int n, int b[*][4], int c[][*]);
