struct T;

void touch(struct T *p)
{
    *p;
}
