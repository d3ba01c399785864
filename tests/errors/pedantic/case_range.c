/* options: -std=c17 -pedantic */
int f(int x)
{
    switch (x) {
    case 1 ... 3:
        return 1;
    case 'a' ... 'z':
        return 2;
    }
    return 0;
}
