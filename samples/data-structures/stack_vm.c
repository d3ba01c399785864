/* A stack-based bytecode virtual machine: instructions are structs with an opcode enum and
 * an operand union, dispatched through a table of handler function pointers indexed by
 * opcode (designated initializers); values on the stack are tagged unions; programs for
 * factorial, gcd and a string builder run with call frames. */
#include <stdio.h>
#include <string.h>

typedef enum { OP_PUSH_INT, OP_PUSH_STR, OP_LOAD, OP_STORE, OP_ADD, OP_SUB, OP_MUL, OP_MOD, OP_LT,
               OP_JUMP, OP_JUMP_IF_ZERO, OP_CONCAT, OP_PRINT, OP_HALT, OP_COUNT } OpCode;

typedef enum { T_INT, T_STR } Tag;

typedef struct {
    Tag tag;
    union {
        long i;
        struct { char text[24]; } s;
    } as;
} Value;

typedef struct {
    OpCode op;
    union {
        long imm;
        int slot;
        int target;
        const char *str;
    } arg;
} Insn;

typedef struct Vm Vm;
typedef int (*Handler)(Vm *, const Insn *);

struct Vm {
    Value stack[32];
    int sp;
    Value locals[8];
    int pc;
    long steps;
    char error[48];
};

static int push(Vm *vm, Value v) {
    if (vm->sp >= 32) { snprintf(vm->error, sizeof vm->error, "stack overflow at %d", vm->pc); return 0; }
    vm->stack[vm->sp++] = v;
    return 1;
}

static Value int_value(long i) { Value v; v.tag = T_INT; v.as.i = i; return v; }

static int h_push_int(Vm *vm, const Insn *in) { return push(vm, int_value(in->arg.imm)); }
static int h_push_str(Vm *vm, const Insn *in) {
    Value v = {T_STR, {0}};
    snprintf(v.as.s.text, sizeof v.as.s.text, "%s", in->arg.str);
    return push(vm, v);
}
static int h_load(Vm *vm, const Insn *in) { return push(vm, vm->locals[in->arg.slot]); }
static int h_store(Vm *vm, const Insn *in) { vm->locals[in->arg.slot] = vm->stack[--vm->sp]; return 1; }

static int arith(Vm *vm, OpCode op) {
    Value b = vm->stack[--vm->sp], a = vm->stack[--vm->sp];
    if (a.tag != T_INT || b.tag != T_INT) { snprintf(vm->error, sizeof vm->error, "type error at %d", vm->pc); return 0; }
    long r;
    switch (op) {
    case OP_ADD: r = a.as.i + b.as.i; break;
    case OP_SUB: r = a.as.i - b.as.i; break;
    case OP_MUL: r = a.as.i * b.as.i; break;
    case OP_MOD:
        if (b.as.i == 0) { snprintf(vm->error, sizeof vm->error, "modulo by zero at %d", vm->pc); return 0; }
        r = a.as.i % b.as.i;
        break;
    default: r = a.as.i < b.as.i; break;
    }
    return push(vm, int_value(r));
}
static int h_arith(Vm *vm, const Insn *in) { return arith(vm, in->op); }
static int h_jump(Vm *vm, const Insn *in) { vm->pc = in->arg.target - 1; return 1; }
static int h_jz(Vm *vm, const Insn *in) {
    Value c = vm->stack[--vm->sp];
    if (c.tag == T_INT && c.as.i == 0) vm->pc = in->arg.target - 1;
    return 1;
}
static int h_concat(Vm *vm, const Insn *in) {
    (void)in;
    Value b = vm->stack[--vm->sp], a = vm->stack[--vm->sp];
    Value r = {T_STR, {0}};
    char bt[24];
    if (b.tag == T_INT) snprintf(bt, sizeof bt, "%ld", b.as.i);
    else memcpy(bt, b.as.s.text, sizeof bt);
    snprintf(r.as.s.text, sizeof r.as.s.text, "%.11s%.12s", a.tag == T_STR ? a.as.s.text : "?", bt);
    return push(vm, r);
}
static int h_print(Vm *vm, const Insn *in) {
    (void)in;
    Value v = vm->stack[--vm->sp];
    if (v.tag == T_INT) printf("  out: %ld\n", v.as.i);
    else printf("  out: \"%s\"\n", v.as.s.text);
    return 1;
}
static int h_halt(Vm *vm, const Insn *in) { (void)vm; (void)in; return 0; }

static const Handler handlers[OP_COUNT] = {
    [OP_PUSH_INT] = h_push_int, [OP_PUSH_STR] = h_push_str, [OP_LOAD] = h_load, [OP_STORE] = h_store,
    [OP_ADD] = h_arith, [OP_SUB] = h_arith, [OP_MUL] = h_arith, [OP_MOD] = h_arith, [OP_LT] = h_arith,
    [OP_JUMP] = h_jump, [OP_JUMP_IF_ZERO] = h_jz, [OP_CONCAT] = h_concat, [OP_PRINT] = h_print, [OP_HALT] = h_halt,
};

static long run(const char *name, const Insn *code, int n) {
    Vm vm;
    memset(&vm, 0, sizeof vm);
    printf("%s:\n", name);
    for (vm.pc = 0; vm.pc < n; vm.pc++) {
        vm.steps++;
        if (!handlers[code[vm.pc].op](&vm, &code[vm.pc])) break;
    }
    if (vm.error[0]) printf("  error: %s\n", vm.error);
    printf("  steps %ld, stack depth %d\n", vm.steps, vm.sp);
    return vm.steps;
}

#define I(o, field, v) {o, {.field = v}}

int main(void) {
    static const Insn factorial[] = {
        I(OP_PUSH_INT, imm, 1), I(OP_STORE, slot, 0), I(OP_PUSH_INT, imm, 15), I(OP_STORE, slot, 1),
        /* 4: */ I(OP_LOAD, slot, 1), I(OP_JUMP_IF_ZERO, target, 14),
        I(OP_LOAD, slot, 0), I(OP_LOAD, slot, 1), I(OP_MUL, imm, 0), I(OP_STORE, slot, 0),
        I(OP_LOAD, slot, 1), I(OP_PUSH_INT, imm, 1), I(OP_SUB, imm, 0), I(OP_STORE, slot, 1),
        /* 14 is past the loop: jump back first */
    };
    Insn fact_prog[32];
    int n = (int)(sizeof factorial / sizeof factorial[0]);
    memcpy(fact_prog, factorial, sizeof factorial);
    fact_prog[n++] = (Insn)I(OP_JUMP, target, 4);
    fact_prog[5].arg.target = n;
    fact_prog[n++] = (Insn)I(OP_LOAD, slot, 0);
    fact_prog[n++] = (Insn)I(OP_PRINT, imm, 0);
    fact_prog[n++] = (Insn)I(OP_HALT, imm, 0);
    long total = run("factorial 15", fact_prog, n);
    static const Insn gcd[] = {
        I(OP_PUSH_INT, imm, 1071), I(OP_STORE, slot, 0), I(OP_PUSH_INT, imm, 462), I(OP_STORE, slot, 1),
        /* 4 */ I(OP_LOAD, slot, 1), I(OP_JUMP_IF_ZERO, target, 15),
        I(OP_LOAD, slot, 0), I(OP_LOAD, slot, 1), I(OP_MOD, imm, 0),
        I(OP_LOAD, slot, 1), I(OP_STORE, slot, 0), I(OP_STORE, slot, 1), I(OP_JUMP, target, 4),
        I(OP_HALT, imm, 0), I(OP_HALT, imm, 0),
        /* 15 */ I(OP_LOAD, slot, 0), I(OP_PRINT, imm, 0), I(OP_HALT, imm, 0),
    };
    total += run("gcd(1071, 462)", gcd, (int)(sizeof gcd / sizeof gcd[0]));
    static const Insn strings[] = {
        I(OP_PUSH_STR, str, "n="), I(OP_PUSH_INT, imm, 6), I(OP_PUSH_INT, imm, 7), I(OP_MUL, imm, 0),
        I(OP_CONCAT, imm, 0), I(OP_PUSH_STR, str, ";ok"), I(OP_CONCAT, imm, 0), I(OP_PRINT, imm, 0),
        I(OP_PUSH_STR, str, "x"), I(OP_PUSH_INT, imm, 1), I(OP_ADD, imm, 0), I(OP_PRINT, imm, 0),
    };
    total += run("strings", strings, (int)(sizeof strings / sizeof strings[0]));
    static const Insn bad[] = {I(OP_PUSH_INT, imm, 5), I(OP_PUSH_INT, imm, 0), I(OP_MOD, imm, 0), I(OP_PRINT, imm, 0)};
    total += run("modulo by zero", bad, 4);
    printf("total steps %ld\n", total);
    return (int)(total % 256);
}
