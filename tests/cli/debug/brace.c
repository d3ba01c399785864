int g;

__attribute__((noinline)) void bump(int k)
{
    g += k;
}

int twice(int k)
{
    int r = k * 2;
    return r;
}

int main(void)
{
    bump(3);
    return twice(g) - 6;
}
