/* Multi-character constants: an int whose bytes are the characters, first one highest
 * (gcc's implementation-defined value); past four characters gcc warns and keeps the last
 * four. Also in #if, where the preprocessor computes the same values. */
#include <stdio.h>

#if 'abcde' == 'bcde' && 'ab' == 0x6162
#define PP_AGREES 1
#else
#define PP_AGREES 0
#endif

int main(void) {
    int values[] = {'a', 'ab', 'abc', 'abcd', 'abcde', 'abcdefgh', '\377\377', '\0a', 'a\0'};
    for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++)
        printf("%u: %d 0x%x\n", i, values[i], (unsigned)values[i]);
    static const int folded = 'wxyz12';
    printf("folded %d, preprocessor agrees %d\n", folded, PP_AGREES);
    return 0;
}
