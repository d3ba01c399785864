struct T;
extern struct T t;
void take(int *p, char *c);

int sum(int *p, long n)
{
    take(n, p);
    t = 1;
    return foo(1) + bar(2) + (p * 2) + (p / 3);
}
