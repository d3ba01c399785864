/* A two-pass assembler for a toy 16-bit machine: an opcode table of structs (mnemonic,
 * operand format, encoding) indexed by an enum with designated initializers, a symbol
 * table of label structs, instructions encoded through a union of bit-field layouts and
 * emitted as hex words, then disassembled back from the words to check the round trip. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>

enum fmt { F_NONE, F_REG, F_REG_REG, F_REG_IMM, F_ADDR };
enum opcode { OP_HALT, OP_LDI, OP_MOV, OP_ADD, OP_SUB, OP_JMP, OP_JZ, OP_DEC, OP_OUT, OP_COUNT };

static const struct { const char *name; enum fmt fmt; } optab[OP_COUNT] = {
    [OP_HALT] = {"halt", F_NONE}, [OP_LDI] = {"ldi", F_REG_IMM}, [OP_MOV] = {"mov", F_REG_REG},
    [OP_ADD] = {"add", F_REG_REG}, [OP_SUB] = {"sub", F_REG_REG}, [OP_JMP] = {"jmp", F_ADDR},
    [OP_JZ] = {"jz", F_ADDR}, [OP_DEC] = {"dec", F_REG}, [OP_OUT] = {"out", F_REG},
};

typedef union {
    uint16_t word;
    struct { unsigned op : 4, rd : 3, rs : 3, unused : 6; } rr;
    struct { unsigned op : 4, rd : 3, imm : 9; } ri;
    struct { unsigned op : 4, addr : 12; } a;
} Insn;

struct label { char name[12]; int addr; };
static struct label symbols[16];
static int nsymbols;

static int lookup(const char *name) {
    for (int i = 0; i < nsymbols; i++)
        if (strcmp(symbols[i].name, name) == 0)
            return symbols[i].addr;
    return -1;
}

static int reg(const char *s) { return s[0] == 'r' && s[1] >= '0' && s[1] <= '7' && !s[2] ? s[1] - '0' : -1; }

/* Splits "  label: op a, b ; comment" into its parts; returns the number of operands. */
static int split(const char *line, char *label, char *op, char args[2][12]) {
    char buf[64];
    strncpy(buf, line, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    char *semi = strchr(buf, ';');
    if (semi)
        *semi = '\0';
    label[0] = op[0] = '\0';
    char *colon = strchr(buf, ':');
    char *rest = buf;
    if (colon) {
        *colon = '\0';
        sscanf(buf, "%11s", label);
        rest = colon + 1;
    }
    for (char *q = rest; *q; q++)
        if (*q == ',')
            *q = ' ';
    int n = sscanf(rest, "%7s %11s %11s", op, args[0], args[1]);
    return n > 0 ? n - 1 : 0;
}

int main(void) {
    const char *program[] = {
        "; countdown from 5, printing, then sum 1..5",
        "start: ldi r1, 5",
        "       ldi r2, 0",
        "loop:  out r1",
        "       add r2, r1",
        "       dec r1",
        "       jz done",
        "       jmp loop",
        "done:  out r2",
        "       mov r3, r2",
        "       sub r3, r1   ; r1 is 0 here",
        "       halt",
    };
    int nlines = sizeof program / sizeof program[0];
    char label[12], op[8], args[2][12];
    int pc = 0;
    for (int i = 0; i < nlines; i++) { /* pass 1: addresses of labels */
        split(program[i], label, op, args);
        if (label[0]) {
            strcpy(symbols[nsymbols].name, label);
            symbols[nsymbols++].addr = pc;
        }
        if (op[0])
            pc++;
    }
    Insn code[32];
    int n = 0, errors = 0;
    for (int i = 0; i < nlines; i++) { /* pass 2: encode */
        int nargs = split(program[i], label, op, args);
        if (!op[0])
            continue;
        int k = 0;
        while (k < OP_COUNT && strcmp(optab[k].name, op) != 0)
            k++;
        Insn in = {0};
        if (k == OP_COUNT) {
            printf("line %d: unknown mnemonic %s\n", i + 1, op);
            errors++;
            continue;
        }
        switch (optab[k].fmt) {
        case F_NONE: in.a.op = k; break;
        case F_REG: in.rr.op = k; in.rr.rd = reg(args[0]); break;
        case F_REG_REG: in.rr.op = k; in.rr.rd = reg(args[0]); in.rr.rs = reg(args[1]); break;
        case F_REG_IMM: in.ri.op = k; in.ri.rd = reg(args[0]); in.ri.imm = (unsigned)strtol(args[1], NULL, 0); break;
        case F_ADDR: in.a.op = k; in.a.addr = (unsigned)lookup(args[0]); break;
        }
        (void)nargs;
        code[n++] = in;
    }
    printf("symbols:");
    for (int i = 0; i < nsymbols; i++)
        printf(" %s=%d", symbols[i].name, symbols[i].addr);
    printf("\n");
    for (int i = 0; i < n; i++) {
        Insn in = code[i];
        unsigned k = in.word & 0xf; /* op is the low 4 bits in every layout */
        printf("%02d: %04x  %-4s", i, in.word, optab[k].name);
        switch (optab[k].fmt) {
        case F_NONE: break;
        case F_REG: printf(" r%u", in.rr.rd); break;
        case F_REG_REG: printf(" r%u, r%u", in.rr.rd, in.rr.rs); break;
        case F_REG_IMM: printf(" r%u, %u", in.ri.rd, in.ri.imm); break;
        case F_ADDR: printf(" %u", in.a.addr); break;
        }
        printf("\n");
    }
    /* Run it. */
    int r[8] = {0}, ip = 0, steps = 0, zero = 0;
    printf("output:");
    while (ip < n && steps++ < 200) {
        Insn in = code[ip++];
        switch (in.a.op) {
        case OP_HALT: ip = n; break;
        case OP_LDI: r[in.ri.rd] = (int)in.ri.imm; break;
        case OP_MOV: r[in.rr.rd] = r[in.rr.rs]; break;
        case OP_ADD: r[in.rr.rd] += r[in.rr.rs]; break;
        case OP_SUB: r[in.rr.rd] -= r[in.rr.rs]; zero = r[in.rr.rd] == 0; break;
        case OP_DEC: zero = --r[in.rr.rd] == 0; break;
        case OP_OUT: printf(" %d", r[in.rr.rd]); break;
        case OP_JMP: ip = (int)in.a.addr; break;
        case OP_JZ: if (zero) ip = (int)in.a.addr; break;
        }
    }
    printf("\nr3 = %d after %d steps, %d errors\n", r[3], steps, errors);
    return errors;
}
