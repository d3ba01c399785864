// Computed goto through a static table of label addresses, as Lua's luaV_execute
// dispatches: every `goto *disptab[op]` reads the label's number from the table, and the
// dispatch block switches on it. After the pass it switches on the opcode itself; the
// table's reads and its address go.
int run(const unsigned char *pc, int acc) {
  static const void *const disptab[4] = {&&op_add, &&op_sub, &&op_dbl, &&op_halt};
  unsigned i;
  i = *pc++; goto *disptab[i & 3];
op_add: acc += 3; i = *pc++; goto *disptab[i & 3];
op_sub: acc -= 1; i = *pc++; goto *disptab[i & 3];
op_dbl: acc *= 2; i = *pc++; goto *disptab[i & 3];
op_halt: return acc;
}

// The table lists the labels in another order than their first use: case j of the new
// switch goes where entry j led.
int shuffled(const unsigned char *pc) {
  static const void *const table[3] = {&&stop, &&inc, &&dec};
  int n = 0;
  goto *table[*pc++ % 3];
inc: n++; goto *table[*pc++ % 3];
dec: n--; goto *table[*pc++ % 3];
stop: return n;
}
