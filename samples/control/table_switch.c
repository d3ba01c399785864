/* Switches on an entry of a constant table (the table-switch pass makes them switches on
   the entry's index): computed goto through a `static const` table of label addresses
   listed in another order than the labels, and ordinary switches on tables of signed and
   unsigned bytes and of ints, with entries that no case names. */
#include <stdio.h>

enum op { HALT, PUSH, ADD, DUP, JNZ, DEC, PRINT };

static long run(const int *code) {
    static const void *const dispatch[] = {
        [PRINT] = &&do_print, [HALT] = &&do_halt, [DEC] = &&do_dec, [JNZ] = &&do_jnz,
        [DUP] = &&do_dup, [ADD] = &&do_add, [PUSH] = &&do_push,
    };
    long stack[16];
    int sp = 0;
    const int *pc = code;
    long steps = 0;
#define NEXT do { steps++; goto *dispatch[*pc++]; } while (0)
    NEXT;
do_push: stack[sp++] = *pc++; NEXT;
do_add: sp--; stack[sp - 1] += stack[sp]; NEXT;
do_dup: stack[sp] = stack[sp - 1]; sp++; NEXT;
do_jnz: { int target = *pc++; if (stack[--sp]) pc = code + target; } NEXT;
do_dec: stack[sp - 1]--; NEXT;
do_print: printf("top = %ld\n", stack[sp - 1]); NEXT;
do_halt:
    return steps;
}

static const signed char sclass[16] = {0, -1, 2, 7, -1, 2, 0, 0, 9, 9, 2, -128, 127, 7, 1, 0};
static const unsigned char uclass[16] = {0, 255, 2, 7, 255, 2, 0, 0, 9, 9, 2, 128, 127, 7, 1, 0};
static const int iclass[20] = {5, -70000, 3, 3, 70000, 5, 1, 0, 0, 2, 2, 2, 9, 9, 9, 5, 4, 4, -1, 3};

static int by_signed(unsigned c) {
    switch (sclass[c & 15]) {
    case -1: return 10;
    case 2: return 20;
    case 7: return 30;
    case -128: return 40;
    case 127: return 50;
    default: return 0;
    }
}

static int by_unsigned(unsigned c) {
    switch (uclass[c & 15]) {
    case 255: return 10;
    case 2: return 20;
    case 7: return 30;
    case 128: return 40;
    case 127: return 50;
    default: return 0;
    }
}

static int by_int(unsigned c) {
    switch (iclass[c % 20]) {
    case -70000: return 1;
    case 70000: return 2;
    case 3: return 3;
    case 5: return 4;
    case 9: return 5;
    case -1: return 6;
    case 4: return 7;
    case 2: return 8;
    default: return 0;
    }
}

int main(void) {
    /* Count 5 down to 0, printing each value, then 3 + 4. */
    static const int program[] = {
        PUSH, 5, DUP, PRINT, DEC, DUP, JNZ, 2, PUSH, 3, PUSH, 4, ADD, PRINT, HALT,
    };
    printf("%ld steps\n", run(program));
    long sum = 0;
    for (unsigned c = 0; c < 40; c++) {
        int s = by_signed(c), u = by_unsigned(c), i = by_int(c);
        printf("%u: %d %d %d\n", c, s, u, i);
        sum += s * 3 + u * 5 + i * 7;
    }
    printf("sum %ld\n", sum);
    return 0;
}
