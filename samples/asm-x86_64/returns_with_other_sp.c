/* A callee that returns with another stack pointer than it was called with, as libffi's
 * x86-64 ffi_call_unix64 does: its caller gives it a block from alloca, the assembly makes
 * the end of the block its frame and the callee's stack, and returns with the stack pointer
 * at the end of that frame, not where its caller's was. gcc's caller, which calls alloca,
 * addresses its own frame from its frame pointer and does not notice; tcc-rs's must make
 * the call through a stub that gives it back its stack pointer. The caller keeps many
 * values live across the call, in registers and in its frame, and checks them after. */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

/* long call_on_block(char *block, unsigned long bytes, long (*f)(long, long), long a, long b):
 * f(a, b) run with the stack pointer at block + bytes; returns with it at block + bytes + 16. */
__asm__(".text\n"
        ".globl call_on_block\n"
        ".type call_on_block, @function\n"
        "call_on_block:\n"
        "    movq (%rsp), %r10\n"          /* the return address */
        "    leaq (%rdi, %rsi), %rax\n"    /* the frame at the end of the block */
        "    movq %rbp, (%rax)\n"
        "    movq %r10, 8(%rax)\n"
        "    movq %rax, %rbp\n"
        "    movq %rax, %rsp\n"
        "    movq %rdx, %r11\n"
        "    movq %rcx, %rdi\n"
        "    movq %r8, %rsi\n"
        "    call *%r11\n"
        "    movq %rbp, %rsp\n"
        "    movq (%rbp), %rbp\n"
        "    addq $8, %rsp\n"              /* the relocated return address */
        "    ret\n"
        ".size call_on_block, .-call_on_block\n");

long call_on_block(char *block, unsigned long bytes, long (*f)(long, long), long a, long b);

static long add_scaled(long a, long b) {
    char buf[64];
    snprintf(buf, sizeof buf, "%ld", a * 3 + b);
    return strlen(buf) + a * 3 + b;
}

static double weights[8] = {0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5};

long __attribute__((noinline)) many_live(long seed) {
    long v0 = seed * 3, v1 = seed ^ 0x55, v2 = seed + 17, v3 = seed * seed, v4 = seed - 9;
    long v5 = seed << 3, v6 = seed | 0x100, v7 = seed * 7 + 1;
    double d0 = seed * weights[0], d1 = seed * weights[1], d2 = seed * weights[2];
    char local[32];
    memset(local, (int)(seed & 0x7f), sizeof local);
    char *block = alloca(512);
    long sum = 0;
    for (int i = 0; i < 4; i++) {
        long r = call_on_block(block, 256, add_scaled, seed + i, i);
        sum += r + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + (long)(d0 + d1 + d2) + local[i];
        v0 += r;
        d1 += 0.25;
    }
    return sum;
}

/* The same with a variable length array instead of alloca. */
long __attribute__((noinline)) with_vla(int n) {
    long keep = n * 1000 + 7;
    char block[n];
    long r = call_on_block(block, (unsigned long)n - 64, add_scaled, n, 2);
    return r + keep + (block[0] = 1);
}

int main(void) {
    for (long seed = 1; seed <= 5; seed++)
        printf("seed %ld: %ld\n", seed, many_live(seed));
    printf("vla: %ld\n", with_vla(592));
    return 0;
}
