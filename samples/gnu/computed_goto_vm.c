/* A small bytecode interpreter dispatching with computed gotos (GNU C's labels as
   values), the technique CPython and Lua use for their fast paths. */
#include <stdio.h>

enum op { PUSH, ADD, SUB, MUL, DUP, OVER, SWAP, JNZ, DEC, PRINT, HALT };

static long run(const int *code) {
    static const void *dispatch[] = {
        [PUSH] = &&do_push, [ADD] = &&do_add, [SUB] = &&do_sub, [MUL] = &&do_mul,
        [DUP] = &&do_dup, [OVER] = &&do_over, [SWAP] = &&do_swap, [JNZ] = &&do_jnz,
        [DEC] = &&do_dec, [PRINT] = &&do_print, [HALT] = &&do_halt,
    };
    long stack[64];
    int sp = 0;
    const int *pc = code;
    long steps = 0;
#define NEXT do { steps++; goto *dispatch[*pc++]; } while (0)
    NEXT;
do_push: stack[sp++] = *pc++; NEXT;
do_add: sp--; stack[sp - 1] += stack[sp]; NEXT;
do_sub: sp--; stack[sp - 1] -= stack[sp]; NEXT;
do_mul: sp--; stack[sp - 1] *= stack[sp]; NEXT;
do_dup: stack[sp] = stack[sp - 1]; sp++; NEXT;
do_over: stack[sp] = stack[sp - 2]; sp++; NEXT;
do_swap: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } NEXT;
do_jnz: { int target = *pc++; if (stack[--sp]) pc = code + target; } NEXT;
do_dec: stack[sp - 1]--; NEXT;
do_print: printf("top = %ld\n", stack[sp - 1]); NEXT;
do_halt:
    printf("%ld steps\n", steps);
    return sp ? stack[sp - 1] : 0;
#undef NEXT
}

int main(void) {
    const int factorial[] = {
        PUSH, 12,                   /* 0: n */
        PUSH, 1,                    /* 2: n acc */
        OVER, MUL,                  /* 4: n acc*n */
        SWAP, DEC, SWAP,            /* 6: n-1 acc */
        OVER, JNZ, 4,               /* 9: loop while n-1 != 0 */
        PRINT, HALT,                /* 12 */
    };
    printf("result %ld\n", run(factorial));
    const int countdown[] = {
        PUSH, 5,                    /* 0 */
        PRINT, DEC, DUP, JNZ, 2,    /* 2 */
        PUSH, 6, PUSH, 7, MUL, SUB, PRINT, HALT,
    };
    printf("result %ld\n", run(countdown));
    /* The label values differ from one another and from null. */
    void *a = &&here, *b = &&there;
    printf("distinct %d nonnull %d\n", a != b, a != 0 && b != 0);
    goto *a;
there:
    printf("there\n");
    return 0;
here:
    printf("here\n");
    goto *b;
}
