/* A stack-based bytecode VM whose opcodes are dispatched through a table of handler
 * functions; programs compute factorials, gcd and a Fibonacci table. */
#include <stdio.h>
#include <string.h>

enum opcode { OP_PUSH, OP_POP, OP_DUP, OP_SWAP, OP_OVER, OP_ADD, OP_SUB, OP_MUL, OP_MOD,
              OP_LT, OP_JMP, OP_JZ, OP_PRINT, OP_LOAD, OP_STORE, OP_HALT, OP_COUNT };

struct vm {
    const int *code;
    int pc;
    int stack[64];
    int sp;
    int mem[8];
    int running;
    long steps;
    int error;
};

typedef void (*handler)(struct vm *);

static void push(struct vm *m, int v)
{
    if (m->sp >= 64) { m->error = 1; m->running = 0; return; }
    m->stack[m->sp++] = v;
}
static int pop(struct vm *m)
{
    if (m->sp <= 0) { m->error = 2; m->running = 0; return 0; }
    return m->stack[--m->sp];
}

static void h_push(struct vm *m) { push(m, m->code[m->pc++]); }
static void h_pop(struct vm *m) { pop(m); }
static void h_dup(struct vm *m) { int v = pop(m); push(m, v); push(m, v); }
static void h_swap(struct vm *m) { int b = pop(m), a = pop(m); push(m, b); push(m, a); }
static void h_over(struct vm *m) { int b = pop(m), a = pop(m); push(m, a); push(m, b); push(m, a); }
static void h_add(struct vm *m) { int b = pop(m), a = pop(m); push(m, a + b); }
static void h_sub(struct vm *m) { int b = pop(m), a = pop(m); push(m, a - b); }
static void h_mul(struct vm *m) { int b = pop(m), a = pop(m); push(m, a * b); }
static void h_mod(struct vm *m) { int b = pop(m), a = pop(m); push(m, b ? a % b : 0); }
static void h_lt(struct vm *m) { int b = pop(m), a = pop(m); push(m, a < b); }
static void h_jmp(struct vm *m) { m->pc = m->code[m->pc]; }
static void h_jz(struct vm *m)
{
    int target = m->code[m->pc++];
    if (pop(m) == 0)
        m->pc = target;
}
static void h_print(struct vm *m) { printf(" %d", pop(m)); }
static void h_load(struct vm *m) { push(m, m->mem[m->code[m->pc++] & 7]); }
static void h_store(struct vm *m) { m->mem[m->code[m->pc++] & 7] = pop(m); }
static void h_halt(struct vm *m) { m->running = 0; }

static const struct { const char *name; handler fn; int operands; } ops[OP_COUNT] = {
    [OP_PUSH] = {"push", h_push, 1}, [OP_POP] = {"pop", h_pop, 0},
    [OP_DUP] = {"dup", h_dup, 0},    [OP_SWAP] = {"swap", h_swap, 0},
    [OP_OVER] = {"over", h_over, 0}, [OP_ADD] = {"add", h_add, 0},
    [OP_SUB] = {"sub", h_sub, 0},    [OP_MUL] = {"mul", h_mul, 0},
    [OP_MOD] = {"mod", h_mod, 0},    [OP_LT] = {"lt", h_lt, 0},
    [OP_JMP] = {"jmp", h_jmp, 1},    [OP_JZ] = {"jz", h_jz, 1},
    [OP_PRINT] = {"print", h_print, 0}, [OP_LOAD] = {"load", h_load, 1},
    [OP_STORE] = {"store", h_store, 1}, [OP_HALT] = {"halt", h_halt, 0},
};

static long run(const char *title, const int *code, int len)
{
    struct vm m;
    long histogram[OP_COUNT];
    memset(&m, 0, sizeof m);
    memset(histogram, 0, sizeof histogram);
    m.code = code;
    m.running = 1;
    printf("%s:", title);
    while (m.running && m.pc < len) {
        int op = code[m.pc++];
        if (op < 0 || op >= OP_COUNT) { m.error = 3; break; }
        histogram[op]++;
        ops[op].fn(&m);
        m.steps++;
    }
    printf("\n  steps %ld, error %d, stack depth %d; hot ops:", m.steps, m.error, m.sp);
    for (int i = 0; i < OP_COUNT; i++)
        if (histogram[i] * 10 >= m.steps)
            printf(" %s=%ld", ops[i].name, histogram[i]);
    printf("\n");
    return m.steps * 100 + m.error;
}

static void disassemble(const int *code, int len)
{
    int pc = 0;
    while (pc < len) {
        int op = code[pc];
        printf("  %02d %-5s", pc, ops[op].name);
        if (ops[op].operands)
            printf(" %d", code[pc + 1]);
        printf("\n");
        pc += 1 + ops[op].operands;
    }
}

int main(void)
{
    /* factorials 1..10: mem0 = i, mem1 = acc */
    static const int fact[] = {
        OP_PUSH, 1, OP_STORE, 0, OP_PUSH, 1, OP_STORE, 1,
        /* 8 */ OP_LOAD, 0, OP_PUSH, 11, OP_LT, OP_JZ, 34,
        OP_LOAD, 1, OP_LOAD, 0, OP_MUL, OP_DUP, OP_PRINT, OP_STORE, 1,
        OP_LOAD, 0, OP_PUSH, 1, OP_ADD, OP_STORE, 0, OP_JMP, 8,
        /* 33 */ OP_HALT, OP_HALT};
    /* gcd(1071, 462) by Euclid with swap/over */
    static const int gcd[] = {
        OP_PUSH, 1071, OP_PUSH, 462,
        /* 4 */ OP_DUP, OP_JZ, 13, OP_SWAP, OP_OVER, OP_MOD, OP_JMP, 4, OP_HALT,
        /* 13 */ OP_POP, OP_PRINT, OP_HALT};
    /* first 15 Fibonacci numbers, counter in mem2 */
    static const int fib[] = {
        OP_PUSH, 0, OP_PUSH, 1, OP_PUSH, 15, OP_STORE, 2,
        /* 8 */ OP_LOAD, 2, OP_JZ, 27, OP_OVER, OP_PRINT, OP_SWAP, OP_OVER, OP_ADD,
        OP_LOAD, 2, OP_PUSH, 1, OP_SUB, OP_STORE, 2, OP_JMP, 8, OP_HALT,
        /* 27 */ OP_HALT};
    static const int underflow[] = {OP_PUSH, 5, OP_ADD, OP_PRINT, OP_HALT};

    disassemble(gcd, (int)(sizeof gcd / sizeof gcd[0]));
    long sig = 0;
    sig += run("fact", fact, (int)(sizeof fact / sizeof fact[0]));
    sig += run("gcd", gcd, (int)(sizeof gcd / sizeof gcd[0]));
    sig += run("fib", fib, (int)(sizeof fib / sizeof fib[0]));
    sig += run("underflow", underflow, (int)(sizeof underflow / sizeof underflow[0]));
    printf("signature %ld\n", sig);
    return 0;
}
