/* options: -std=c17 -pedantic */
int f(void)
{
    asm("nop"); /* a call of a function named asm: no keyword in ISO C */
    __asm__("nop");
    return 0;
}
