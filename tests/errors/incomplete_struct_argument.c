struct T;
extern struct T t;
void use(struct T);

void f(void)
{
    use(t);
}
