struct T;
extern struct T t, u;

void copy(void)
{
    t = u;
}
