/* TinyCC's tests/tests2/85_asm-outside-function.c: a function written in file-scope asm,
   its label local to the assembler source and called from C. */
extern int printf (const char *, ...);
extern void vide(void);
__asm__("vide: ret");

int main() {
    vide();
    printf ("okay\n");
    return 0;
}
