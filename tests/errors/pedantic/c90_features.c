/* options: -std=c89 -pedantic */
long long x;
int f(int n)
{
    int a = 1;
    a++;
    {
        int b = 2;
        a += b;
    }
    int c = 3;
    return a + c + n;
}
int arr[] = { [1] = 2 };
_Bool flag;
