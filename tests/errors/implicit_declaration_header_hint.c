/* A call to an undeclared standard function gets gcc's note naming its header, with a
   fix-it hint adding the #include at the top the first time a header is named; a second
   call in another function is not diagnosed again; a function gcc does not know gets no
   note. */
int area(int w, int h)
{
    printf("%d\n", w * h);
    return abs(w) * abs(h);
}

long sum(long a)
{
    return labs(a) + abs(1) + strlen("x") + own(2);
}
