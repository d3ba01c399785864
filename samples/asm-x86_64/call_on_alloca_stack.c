/* A function run with memory from alloca as its stack, as libffi's x86-64 ffi_call does:
 * the assembly points the stack pointer at the top of an alloca'd block and calls there.
 * The callee then uses the memory below the block as its stack, so that memory must be
 * free (with gcc it is the rest of the machine stack; with tcc-rs, whose alloca takes
 * memory from a region of its own, the region keeps free room below every block). The
 * callee calls printf (the dynamic linker's lazy binding needs a large frame), recurses
 * and itself calls alloca while running there. */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

static long depth_sum(int n) {
    volatile char pad[200];
    memset((char *)pad, n, sizeof pad);
    return n == 0 ? 0 : n + pad[n % 200] + depth_sum(n - 1);
}

static long on_new_stack(long seed) {
    char *scratch = alloca(64);
    snprintf(scratch, 64, "seed %ld", seed);
    printf("running on the alloca'd block: %s\n", scratch);
    return depth_sum(100) + seed;
}

/* Calls f(arg) with the stack pointer at the top of a block from alloca; returns its
 * result. The block is the newest alloca, so (with gcc) the bottom of the machine stack:
 * nothing live is below it. */
static long call_on_alloca(long (*f)(long), long arg) {
    char *block = alloca(256);
    memset(block, 0x5a, 256);
    char *top = (char *)(((unsigned long)(block + 256)) & ~15UL);
    long result;
    __asm__ volatile(
        "mov %%rsp, %%rbx\n\t"
        "mov %[top], %%rsp\n\t"
        "mov %[arg], %%rdi\n\t"
        "call *%[f]\n\t"
        "mov %%rbx, %%rsp"
        : "=a"(result)
        : [top] "r"(top), [arg] "r"(arg), [f] "r"(f)
        : "rbx", "rdi", "rsi", "rdx", "rcx", "r8", "r9", "r10", "r11", "memory", "cc",
          "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9",
          "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
    return result;
}

int main(void) {
    for (long round = 1; round <= 3; round++) {
        long r = call_on_alloca(on_new_stack, round);
        printf("round %ld: %ld\n", round, r);
    }
    return 0;
}
