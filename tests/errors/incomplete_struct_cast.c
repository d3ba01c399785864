struct T;
extern struct T t;

void f(void)
{
    (void)(struct T)t;
}
