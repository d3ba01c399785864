/* GNU C's computed goto: every `goto *p` stores the label number and jumps to one dispatch
   block, so mem2reg meets the interpreter's variables there in one phi each (acc, pc and the
   number itself), and each label block has the dispatch as its only predecessor. */
int run(const unsigned char *code) {
    static void *tab[] = { &&op_inc, &&op_dbl, &&op_halt };
    int acc = 0, pc = 0;
    goto *tab[code[pc++]];
op_inc:
    acc++;
    goto *tab[code[pc++]];
op_dbl:
    acc *= 2;
    goto *tab[code[pc++]];
op_halt:
    return acc;
}
