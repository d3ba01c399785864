/* gcc: "empty character constant" (a syntax error before). */
int main(void)
{
    return '';
}
