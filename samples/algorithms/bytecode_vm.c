/* A tiny stack-free bytecode interpreter with four registers: the program (computing
 * factorials mod 10007 and a sum of squares) lives in a switch, and the dispatch loop is a
 * switch in a while loop, as in most real interpreters. */
int print_int(int n);
int putchar(int c);
int print_newline(void);

int r0, r1, r2, r3;

/* Instructions: op*1000000 + a*10000 + b (operand registers or a small immediate). */
int program(int pc) {
    switch (pc) {
    /* r0 = 1; r1 = 1; loop: r0 = r0*r1 % 10007; print r0; r1++; if r1 <= 12 goto loop */
    case 0: return 1 * 1000000 + 0 * 10000 + 1;      /* li r0, 1 */
    case 1: return 1 * 1000000 + 1 * 10000 + 1;      /* li r1, 1 */
    case 2: return 3 * 1000000 + 0 * 10000 + 1;      /* mulmod r0, r1 */
    case 3: return 6 * 1000000 + 0 * 10000 + 0;      /* print r0 */
    case 4: return 2 * 1000000 + 1 * 10000 + 1;      /* addi r1, 1 */
    case 5: return 1 * 1000000 + 2 * 10000 + 12;     /* li r2, 12 */
    case 6: return 5 * 1000000 + 1 * 10000 + 2;      /* ble r1, r2 -> 2 */
    /* r3 = 0; r1 = 1; loop: r2 = r1; r2 *= r1; r3 += r2; r1++; until r1 > 100 */
    case 7: return 1 * 1000000 + 3 * 10000 + 0;
    case 8: return 1 * 1000000 + 1 * 10000 + 1;
    case 9: return 7 * 1000000 + 2 * 10000 + 1;      /* mov r2, r1 */
    case 10: return 8 * 1000000 + 2 * 10000 + 1;     /* mul r2, r1 */
    case 11: return 9 * 1000000 + 3 * 10000 + 2;     /* add r3, r2 */
    case 12: return 2 * 1000000 + 1 * 10000 + 1;
    case 13: return 1 * 1000000 + 2 * 10000 + 100;
    case 14: return 10 * 1000000 + 1 * 10000 + 2;    /* ble r1, r2 -> 9 */
    case 15: return 6 * 1000000 + 3 * 10000 + 0;
    }
    return 0; /* halt */
}

int get(int r) {
    switch (r) {
    case 0: return r0;
    case 1: return r1;
    case 2: return r2;
    }
    return r3;
}

void set(int r, int v) {
    switch (r) {
    case 0: r0 = v; break;
    case 1: r1 = v; break;
    case 2: r2 = v; break;
    default: r3 = v; break;
    }
}

int run(void) {
    int pc = 0, executed = 0;
    for (;;) {
        int insn = program(pc);
        int op = insn / 1000000, a = insn / 10000 % 100, b = insn % 10000;
        executed++;
        pc++;
        switch (op) {
        case 0: return executed;
        case 1: set(a, b); break;
        case 2: set(a, get(a) + b); break;
        case 3: set(a, get(a) * get(b) % 10007); break;
        case 5: if (get(a) <= get(b)) pc = 2; break;
        case 6: print_int(get(a)); putchar('\n'); break;
        case 7: set(a, get(b)); break;
        case 8: set(a, get(a) * get(b)); break;
        case 9: set(a, get(a) + get(b)); break;
        case 10: if (get(a) <= get(b)) pc = 9; break;
        default: return -1;
        }
    }
}

int main(void) {
    int n = run();
    print_int(n);
    print_newline();
    return n % 256;
}
