/* options: -std=c17 -pedantic */
int f(void) { return 0; }
void *p = (void *)f;
void *q = f;
int (*fp)(void);
void *r(void) { return f; }
void g(void *x)
{
    fp = x;
    fp = (int (*)(void))x;
    fp = (int (*)(void))0;
    fp = 0;
}
