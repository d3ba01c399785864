/* Union and struct initialization corner cases, used to build an instruction table for
 * a stack calculator: unions initialized through a designator naming a later member
 * (static and automatic), arrays of unions, char arrays filled by strings exactly their
 * size (no terminator) or in extra braces, _Bool members, enums with negative values,
 * and const tables walked with pointer arithmetic on structs of 12, 20 and 24 bytes. */
#include <stdio.h>
#include <string.h>
#include <stdbool.h>

enum prio { LOW = -1, NORMAL = 0, HIGH = 5 };

typedef union {
    long i;
    double d;
    const char *s;
    unsigned char bytes[8];
} Operand;

typedef struct {
    char mnemonic[4];  /* exactly 4 chars, not NUL-terminated when full */
    bool has_operand;
    enum prio prio;
    Operand arg;
} Insn; /* 24 bytes */

typedef struct { int a, b, c; } Tri;            /* 12 bytes */
typedef struct { int k; char tag[16]; } Named;  /* 20 bytes */

static const Insn program[] = {
    {"PUSH", true, NORMAL, {.d = 2.5}},
    {"PUSH", true, NORMAL, {.d = 4.0}},
    {"MUL", false},
    {"PSHI", true, HIGH, {.i = 3}},
    {"ADD", false, LOW},
    {{'D', 'U', 'P'}, false},
    {"MUL", false},
    {"NAME", true, NORMAL, {.s = "area"}},
    {"PRNT"},
};

static Operand table_of_ops[4] = {[1] = {.d = -0.5}, [3].i = 42, [0] = {7}};
static const Tri tris[] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {7, 24, 25}, {20, 21, 29}};
static const Named names[] = {{1, "one"}, {2, {"two"}}, {3, "sixteen chars!!!"}, {4, {'f', 'o', 'u', 'r'}}};

static int mnemonic_is(const Insn *in, const char *m) { return strncmp(in->mnemonic, m, 4) == 0; }

int main(void) {
    double stack[16];
    int sp = 0;
    const char *label = "";
    for (const Insn *in = program; in < program + sizeof program / sizeof program[0]; in++) {
        printf("%-4.4s prio %2d ", in->mnemonic, in->prio);
        if (mnemonic_is(in, "PUSH"))
            stack[sp++] = in->arg.d;
        else if (mnemonic_is(in, "PSHI"))
            stack[sp++] = (double)in->arg.i;
        else if (mnemonic_is(in, "MUL")) {
            sp--;
            stack[sp - 1] *= stack[sp];
        } else if (mnemonic_is(in, "ADD")) {
            sp--;
            stack[sp - 1] += stack[sp];
        } else if (mnemonic_is(in, "DUP")) {
            stack[sp] = stack[sp - 1];
            sp++;
        } else if (mnemonic_is(in, "NAME"))
            label = in->arg.s;
        else if (mnemonic_is(in, "PRNT"))
            printf("=> %s = %g ", label, stack[sp - 1]);
        printf("depth %d\n", sp);
    }
    /* A union holding a double, seen as bytes assembled most-significant first with shifts
     * of the integer view, so no byte order is assumed. */
    Operand o = {.d = 1.0};
    Operand copy = o;
    unsigned long bits = (unsigned long)copy.i;
    printf("1.0 as bits: %016lx, top byte %02lx\n", bits, bits >> 56);
    for (int i = 0; i < 4; i++)
        printf("table_of_ops[%d]: i=%ld%s\n", i, i == 1 ? 0L : table_of_ops[i].i,
               i == 1 ? (table_of_ops[1].d == -0.5 ? " (d=-0.5)" : " (bad)") : "");
    /* Pointer arithmetic on arrays of 12- and 20-byte structs. */
    const Tri *first = tris, *last = &tris[4];
    printf("tri span %td elements, %td bytes\n", last - first, (const char *)last - (const char *)first);
    int pyth = 0;
    for (const Tri *t = last; t >= first; t--)
        pyth += t->a * t->a + t->b * t->b == t->c * t->c;
    printf("pythagorean: %d of %td\n", pyth, last - first + 1);
    for (const Named *n = names; n != names + 4; ++n)
        printf("%d: '%.16s' len %zu, byte 15 is %s\n", n->k, n->tag, strnlen(n->tag, sizeof n->tag),
               n->tag[15] ? "set" : "zero");
    printf("sizes: Insn %zu Tri %zu Named %zu Operand %zu\n", sizeof(Insn), sizeof(Tri), sizeof(Named), sizeof(Operand));
    Insn local = {.mnemonic = "ABCD", .arg = {.s = "x"}, .prio = HIGH};
    printf("local: %.4s %d %d %s\n", local.mnemonic, local.has_operand, local.prio, local.arg.s);
    return sp == 1 ? 0 : 1;
}
