/* options: -std=gnu90 -pedantic */
int sum(int n)
{
    int total = 0;
    for (int i = 0; i < n; i++)
        total += i;
    for (int j = n; j > 0; j--)
        total -= j;
    return total;
}
