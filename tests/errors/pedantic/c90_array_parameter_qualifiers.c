/* options: -std=c90 -pedantic */
void g(int a[static 3], int b[const 2], int c[volatile]);
void h(int a[3]);
void g(int a[static 3], int b[const 2], int c[volatile])
{
    (void)a; (void)b; (void)c;
}
