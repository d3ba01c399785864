// What tail duplication copies, from C.

int code[64];
int stack[256];

// A dispatch loop: every arm of the switch jumps to the latch that only passes the loop's
// variables back (phis and a jump): it is copied into the arms, which then jump straight
// to the header. The header (phis and a jump to the body) stays: its phis are used in the
// body.
int run(void) {
    int pc = 0, sp = 0, steps = 0;
    for (;;) {
        int insn = code[pc];
        steps++;
        pc++;
        switch (insn & 7) {
        case 0:
            stack[sp++] = insn >> 3;
            break;
        case 1:
            sp--;
            break;
        case 2:
            pc = insn >> 3;
            break;
        case 3:
            return steps;
        default:
            return -1;
        }
    }
}

// Arms that each `continue` with a value chosen by `?:`: each arm's join (a phi and a jump
// to the header) is copied into its two blocks. All five are copied in one round, though
// they share their successor, the header: each copy only adds its own operands to the
// header's phis.
int jumps(void) {
    int pc = 0, acc = 0;
    for (;;) {
        int insn = code[pc++];
        switch (insn & 7) {
        case 0:
            pc = acc > 0 ? insn >> 3 : pc + 1;
            continue;
        case 1:
            pc = acc < 0 ? insn >> 4 : pc + 2;
            continue;
        case 2:
            pc = acc == 0 ? insn >> 5 : pc + 3;
            continue;
        case 3:
            pc = acc > 9 ? insn >> 6 : pc + 4;
            continue;
        case 4:
            pc = acc < 9 ? insn >> 7 : pc + 5;
            continue;
        case 5:
            return acc;
        default:
            acc += insn;
            break;
        }
        acc ^= 1;
    }
}

// A shared return: each `return` jumps to the block returning the phi of their values
// (not one apart, which `phiopt` would make arithmetic on the test).
int classify(int x) {
    int r;
    if (x < 0)
        r = -1;
    else if (x == 0)
        r = 0;
    else
        r = 2;
    return r;
}

// After loop rotation a latch ends in the loop's test (a `br`): nothing to copy here.
int count(int *a, int n) {
    int c = 0;
    int i = 0;
    while (a[i] != 0) {
        if (a[i] > n)
            c += 2;
        i++;
    }
    return c;
}
