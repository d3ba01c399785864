/* options: -std=gnu17 -fno-asm -pedantic */
int f(void)
{
    __asm__("nop");
    asm("nop"); /* a call of a function named asm */
    return 0;
}
