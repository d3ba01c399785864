/* Bit-fields as ordinary lvalues: signed and unsigned fields in compound assignment,
 * increments as loop counters, _Bool and enum-typed fields, fields as switch operands
 * and array indices, and a packed instruction word for a toy CPU whose interpreter
 * decodes and updates fields of its register file (a Collatz program and a GCD program). */
#include <stdio.h>
#include <stdbool.h>

enum op { OP_HALT, OP_LOADI, OP_ADD, OP_SUB, OP_SHR, OP_JZ, OP_JNZ, OP_ODD, OP_MUL3, OP_INC, OP_JMP, OP_LT, OP_SWAP };

struct insn {
    unsigned opcode : 4;
    unsigned dst : 3;
    unsigned src : 3;
    signed imm : 10; /* signed immediate or jump offset */
};

struct cpu {
    signed int reg[8];
    unsigned pc : 8;
    bool zero : 1;
    bool halted : 1;
    unsigned steps : 14;
};

static struct insn I(enum op o, int d, int s, int imm) {
    struct insn x = {(unsigned)o, (unsigned)d, (unsigned)s, imm};
    return x;
}

static int run(struct cpu *c, const struct insn *prog, int n) {
    while (!c->halted && c->pc < n && c->steps < 10000) {
        struct insn x = prog[c->pc];
        c->steps++;
        c->pc++;
        switch (x.opcode) {
        case OP_HALT: c->halted = true; break;
        case OP_LOADI: c->reg[x.dst] = x.imm; break;
        case OP_ADD: c->reg[x.dst] += c->reg[x.src]; break;
        case OP_SUB: c->reg[x.dst] -= c->reg[x.src]; break;
        case OP_SHR: c->reg[x.dst] >>= 1; break;
        case OP_ODD: c->reg[x.dst] = c->reg[x.src] & 1; break;
        case OP_MUL3: c->reg[x.dst] = c->reg[x.dst] * 3 + 1; break;
        case OP_INC: c->reg[x.dst] += x.imm; break;
        case OP_LT: c->reg[x.dst] = c->reg[x.dst] < c->reg[x.src]; break;
        case OP_SWAP: { int t = c->reg[x.dst]; c->reg[x.dst] = c->reg[x.src]; c->reg[x.src] = t; } break;
        case OP_JZ: if (c->reg[x.dst] == 0) c->pc += x.imm - 1; break;
        case OP_JNZ: if (c->reg[x.dst] != 0) c->pc += x.imm - 1; break;
        case OP_JMP: c->pc += x.imm - 1; break;
        }
        c->zero = c->reg[x.dst] == 0;
    }
    return c->halted;
}

int main(void) {
    /* r0 = n, r1 = steps; loop: if n == 1 halt; if odd n = 3n+1 else n /= 2; r1++ */
    const struct insn collatz[] = {
        I(OP_LOADI, 2, 0, 1),   /* 0: r2 = 1 */
        I(OP_LOADI, 3, 0, 0),   /* 1: r3 = n - 1 computed below */
        I(OP_ADD, 3, 0, 0),     /* 2: r3 = n */
        I(OP_SUB, 3, 2, 0),     /* 3: r3 = n - 1 */
        I(OP_JZ, 3, 0, 7),      /* 4: if n == 1 goto 11 */
        I(OP_ODD, 4, 0, 0),     /* 5: r4 = n & 1 */
        I(OP_JZ, 4, 0, 3),      /* 6: even -> 9 */
        I(OP_MUL3, 0, 0, 0),    /* 7: n = 3n + 1 */
        I(OP_JMP, 0, 0, 2),     /* 8: -> 10 */
        I(OP_SHR, 0, 0, 0),     /* 9: n >>= 1 */
        I(OP_INC, 1, 0, 1),     /* 10: steps++ ; fallthrough to loop */
        I(OP_JNZ, 3, 0, -10),   /* 11: if r3 != 0 goto 1 (r3 == 0 only when done) */
        I(OP_HALT, 0, 0, 0),    /* 12 */
    };
    int starts[] = {1, 6, 7, 27, 97};
    for (int i = 0; i < 5; i++) {
        struct cpu c = {{starts[i]}, 0, false, false, 0};
        int ok = run(&c, collatz, sizeof collatz / sizeof collatz[0]);
        printf("collatz(%d): %d steps, %u instructions, halted %d, pc %u\n", starts[i], c.reg[1], c.steps, ok, c.pc);
    }
    /* GCD by subtraction: r0, r1 inputs. */
    const struct insn gcd[] = {
        I(OP_LOADI, 5, 0, 0),
        I(OP_ADD, 5, 1, 0),    /* 1: r5 = r1 */
        I(OP_JZ, 5, 0, 8),     /* 2: if r1 == 0 goto 10 */
        I(OP_LOADI, 6, 0, 0),
        I(OP_ADD, 6, 0, 0),    /* 4: r6 = r0 */
        I(OP_LT, 6, 1, 0),     /* 5: r6 = r0 < r1 */
        I(OP_JZ, 6, 0, 2),     /* 6: if !(r0 < r1) goto 8 */
        I(OP_SWAP, 0, 1, 0),   /* 7 */
        I(OP_SUB, 0, 1, 0),    /* 8: r0 -= r1 */
        I(OP_JMP, 0, 0, -9),   /* 9: goto 0 */
        I(OP_HALT, 0, 0, 0),   /* 10 */
    };
    int pairs[][2] = {{48, 18}, {270, 192}, {17, 5}, {100, 100}, {0, 9}};
    for (int i = 0; i < 5; i++) {
        struct cpu c = {{pairs[i][0], pairs[i][1]}};
        run(&c, gcd, sizeof gcd / sizeof gcd[0]);
        printf("gcd(%d, %d) = %d in %u steps\n", pairs[i][0], pairs[i][1], c.reg[0], c.steps);
    }
    /* Field arithmetic: signed wrap-free updates, increments, and fields as indices. */
    struct insn x = I(OP_ADD, 7, 2, -500);
    x.imm += 1000;          /* 500 */
    x.imm -= 11;            /* 489 */
    x.imm /= -3;            /* -163 */
    x.dst--;                /* 6 */
    x.src <<= 1;            /* 4 */
    x.opcode |= 8;          /* 10 */
    int counts[8] = {0};
    struct cpu loop = {{0}};
    for (loop.pc = 0; loop.pc < 200; loop.pc += 7)
        counts[loop.pc & 7]++;
    printf("x: op %u dst %u src %u imm %d; loop ended at pc %u; counts", x.opcode, x.dst, x.src, x.imm, loop.pc);
    for (int i = 0; i < 8; i++)
        printf(" %d", counts[i]);
    printf("\nbool field: %d %d, sizeof insn %zu cpu %zu\n", loop.zero, !loop.halted, sizeof(struct insn), sizeof(struct cpu));
    return 0;
}
