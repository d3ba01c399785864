/* zstd's MEM_64bits() and a mode argument constant at the call: once inlined, the branches
 * on them are constants, and only the arm that runs is left. */
static unsigned is_64bits(void) { return sizeof(long) == 8; }

static int pick(int mode, int x) {
    if (mode == 2)
        return x * 2;
    if (is_64bits())
        return x + 64;
    return x + 32;
}

int twice(int x) { return pick(2, x); }
int wide(int x) { return pick(0, x); }
