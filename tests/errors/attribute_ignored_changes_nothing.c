/* Attributes gcc knows and tcc-rs ignores because a program means the same without them
 * (code generation choices, diagnostics gcc would add): a warning says each is ignored. */
__attribute__((target("avx2"))) int fast(int x) { return x + 1; }
__attribute__((zero_call_used_regs("all"))) int scrubbed(int x) { return x; }
struct __attribute__((designated_init)) point { int x, y; };
__attribute__((patchable_function_entry(4))) void patchable(void) {}
int main(void) { return fast(0) + scrubbed(0) - 1; }
