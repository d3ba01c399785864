union T;

void pick(union T *p, union T *q, int c)
{
    c ? *p : *q;
}
