/* File-scope asm on aarch64: a function written in assembler, a data object defined in
   assembler, and a C function's symbol given a second name by a directive. */
#include <stdio.h>

__asm__(".text\n"
        ".globl asm_add\n"
        ".type asm_add, %function\n"
        "asm_add:\n"
        "\tadd w0, w0, w1\n"
        "\tret\n"
        ".size asm_add, .-asm_add");

asm(".section .rodata\n"
    ".globl asm_table\n"
    ".p2align 2\n"
    "asm_table:\n"
    "\t.word 2, 3, 5, 7, 11\n"
    ".text");

int asm_add(int a, int b);
extern const int asm_table[5];

int c_square(int x) { return x * x; }
__asm__(".globl c_square_alias\n.set c_square_alias, c_square");
int c_square_alias(int x);

int main(void)
{
    printf("%d\n", asm_add(40, 2));
    int sum = 0;
    for (int i = 0; i < 5; i++)
        sum += asm_table[i];
    printf("%d\n", sum);
    printf("%d\n", c_square_alias(9));
    return 0;
}
