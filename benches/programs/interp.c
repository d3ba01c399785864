/* A switch-dispatched bytecode interpreter for a small stack machine, running a program
 * that sums squares mod 7 and counts multiples of 3 over a loop: the classic dispatch loop.
 * Argument: the loop count of the interpreted program. */
int printf(const char *format, ...);
int atoi(const char *s);

// bench: quick-arg=1000000

int code[64];
int stack[256];
int vars[8];

/* push k; load v; store v; add; sub; mul; mod; lt; jz t; jmp t; dup; pop; halt */
int emit(int pc, int op, int arg) {
    code[pc] = op * 65536 + arg;
    return pc + 1;
}

int run(void) {
    int pc = 0, sp = 0, steps = 0;
    for (;;) {
        int insn = code[pc];
        int op = insn / 65536;
        int arg = insn % 65536;
        steps++;
        pc++;
        switch (op) {
        case 0: /* push */
            stack[sp++] = arg;
            break;
        case 1: /* load */
            stack[sp++] = vars[arg];
            break;
        case 2: /* store */
            vars[arg] = stack[--sp];
            break;
        case 3: /* add */
            sp--;
            stack[sp - 1] = stack[sp - 1] + stack[sp];
            break;
        case 4: /* sub */
            sp--;
            stack[sp - 1] = stack[sp - 1] - stack[sp];
            break;
        case 5: /* mul */
            sp--;
            stack[sp - 1] = stack[sp - 1] * stack[sp];
            break;
        case 6: /* mod */
            sp--;
            stack[sp - 1] = stack[sp - 1] % stack[sp];
            break;
        case 7: /* lt */
            sp--;
            stack[sp - 1] = stack[sp - 1] < stack[sp];
            break;
        case 8: /* jz */
            if (stack[--sp] == 0)
                pc = arg;
            break;
        case 9: /* jmp */
            pc = arg;
            break;
        case 10: /* dup */
            stack[sp] = stack[sp - 1];
            sp++;
            break;
        case 11: /* pop */
            sp--;
            break;
        case 12: /* halt */
            return steps;
        default:
            return -1;
        }
    }
}

int main(int argc, char **argv) {
    int n = 6000000;
    if (argc > 1)
        n = atoi(argv[1]);
    /* vars: 0 = i, 1 = n, 2 = sum, 3 = count */
    int pc = 0;
    vars[0] = 0;
    vars[1] = n;
    vars[2] = 0;
    vars[3] = 0;
    /* loop: if !(i < n) goto end */
    int loop = pc;
    pc = emit(pc, 1, 0);
    pc = emit(pc, 1, 1);
    pc = emit(pc, 7, 0);
    int exit_jump = pc;
    pc = emit(pc, 8, 0);
    /* sum = (sum + (i % 4096) * (i % 4096) % 7) % 1003003 */
    pc = emit(pc, 1, 2);
    pc = emit(pc, 1, 0);
    pc = emit(pc, 0, 4096);
    pc = emit(pc, 6, 0);
    pc = emit(pc, 10, 0);
    pc = emit(pc, 5, 0);
    pc = emit(pc, 0, 7);
    pc = emit(pc, 6, 0);
    pc = emit(pc, 3, 0);
    pc = emit(pc, 0, 1000);
    pc = emit(pc, 0, 1003);
    pc = emit(pc, 5, 0);
    pc = emit(pc, 0, 3);
    pc = emit(pc, 3, 0);
    pc = emit(pc, 6, 0);
    pc = emit(pc, 2, 2);
    /* if (i % 3 == 0) count++  written as count = count + (i % 3 < 1) */
    pc = emit(pc, 1, 3);
    pc = emit(pc, 1, 0);
    pc = emit(pc, 0, 3);
    pc = emit(pc, 6, 0);
    pc = emit(pc, 0, 1);
    pc = emit(pc, 7, 0);
    pc = emit(pc, 3, 0);
    pc = emit(pc, 2, 3);
    /* i = i + 1; goto loop */
    pc = emit(pc, 1, 0);
    pc = emit(pc, 0, 1);
    pc = emit(pc, 3, 0);
    pc = emit(pc, 2, 0);
    pc = emit(pc, 9, loop);
    int end = pc;
    pc = emit(pc, 12, 0);
    code[exit_jump] = 8 * 65536 + end;
    int steps = run();
    printf("sum %d count %d steps %d\n", vars[2], vars[3], steps);
    printf("checksum %u\n", (unsigned int)vars[2] * 31u + (unsigned int)vars[3]);
    return 0;
}
