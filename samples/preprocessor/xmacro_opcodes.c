/* An X-macro table drives a tiny stack machine: one list of opcodes generates the opcode
 * enumeration, the name table (by stringizing), the operand counts, the handler prototypes
 * and the dispatch table (by token pasting), so they can never disagree. */
#include <stdio.h>
#include <stdlib.h>

#define OPCODES(X) \
    X(PUSH, 1)     \
    X(POP, 0)      \
    X(ADD, 0)      \
    X(SUB, 0)      \
    X(MUL, 0)      \
    X(DUP, 0)      \
    X(OVER, 0)     \
    X(SWAP, 0)     \
    X(DEC, 0)      \
    X(JNZ, 1)      \
    X(PRINT, 0)    \
    X(HALT, 0)

#define AS_ENUM(name, operands) OP_##name,
#define AS_NAME(name, operands) #name,
#define AS_OPERANDS(name, operands) operands,
#define AS_PROTOTYPE(name, operands) static int op_##name(int arg);
#define AS_HANDLER(name, operands) op_##name,

enum opcode { OPCODES(AS_ENUM) OP_COUNT };

static const char *const op_names[] = {OPCODES(AS_NAME)};
static const int op_operands[] = {OPCODES(AS_OPERANDS)};

OPCODES(AS_PROTOTYPE)
static int (*const handlers[])(int) = {OPCODES(AS_HANDLER)};

static int stack[64];
static int sp;
static int pc;

#define POP() (stack[--sp])
#define PUSH(v) (stack[sp++] = (v))
#define BINARY(name, expr)      \
    static int op_##name(int arg) { \
        int b = POP(), a = POP();   \
        (void)arg;                  \
        PUSH(expr);                 \
        return 1;                   \
    }

BINARY(ADD, a + b)
BINARY(SUB, a - b)
BINARY(MUL, a * b)

static int op_PUSH(int arg) {
    PUSH(arg);
    return 2;
}
static int op_POP(int arg) {
    (void)arg;
    sp--;
    return 1;
}
static int op_DUP(int arg) {
    (void)arg;
    PUSH(stack[sp - 1]);
    return 1;
}
static int op_OVER(int arg) {
    (void)arg;
    PUSH(stack[sp - 2]);
    return 1;
}
static int op_SWAP(int arg) {
    (void)arg;
    int b = POP(), a = POP();
    PUSH(b);
    PUSH(a);
    return 1;
}
static int op_DEC(int arg) {
    (void)arg;
    stack[sp - 1]--;
    return 1;
}
static int op_JNZ(int arg) {
    if (stack[sp - 1] != 0) {
        pc = arg;
        return 0;
    }
    return 2;
}
static int op_PRINT(int arg) {
    (void)arg;
    printf("    print %d\n", stack[sp - 1]);
    return 1;
}
static int op_HALT(int arg) {
    (void)arg;
    return -1;
}

static void disassemble(const int *code, int length) {
    for (int at = 0; at < length; at += 1 + op_operands[code[at]]) {
        printf("  %2d  %-5s", at, op_names[code[at]]);
        if (op_operands[code[at]])
            printf(" %d", code[at + 1]);
        putchar('\n');
    }
}

static int run(const int *code) {
    sp = 0;
    pc = 0;
    int steps = 0;
    for (;;) {
        int op = code[pc];
        int arg = op_operands[op] ? code[pc + 1] : 0;
        steps++;
        int advance = handlers[op](arg);
        if (advance < 0)
            return steps;
        pc += advance;
    }
}

int main(void) {
    printf("%d opcodes:", OP_COUNT);
    for (int i = 0; i < OP_COUNT; i++)
        printf(" %s/%d", op_names[i], op_operands[i]);
    putchar('\n');

    /* 6! by a loop: the stack holds acc n. */
    const int factorial[] = {OP_PUSH, 1, OP_PUSH, 6,                  /* acc n */
                             OP_SWAP, OP_OVER, OP_MUL, OP_PRINT,      /* 4: n acc*n */
                             OP_SWAP, OP_DEC, OP_JNZ, 4,              /* acc n-1 */
                             OP_POP,  OP_HALT};
    int length = (int)(sizeof factorial / sizeof factorial[0]);
    puts("factorial program:");
    disassemble(factorial, length);
    int steps = run(factorial);
    printf("result %d after %d steps\n", stack[sp - 1], steps);

    const int arithmetic[] = {OP_PUSH, 7, OP_DUP, OP_MUL, OP_PUSH, 9, OP_SUB, OP_PRINT,
                              OP_PUSH, 3, OP_ADD, OP_HALT};
    puts("arithmetic program:");
    disassemble(arithmetic, (int)(sizeof arithmetic / sizeof arithmetic[0]));
    steps = run(arithmetic);
    printf("result %d after %d steps\n", stack[sp - 1], steps);
    return stack[sp - 1] == 43 ? EXIT_SUCCESS : EXIT_FAILURE;
}
