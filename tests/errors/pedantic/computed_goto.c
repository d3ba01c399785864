/* options: -std=c17 -pedantic */
void jump(void *target)
{
    goto *target;
}
