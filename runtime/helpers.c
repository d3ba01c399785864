/* The helpers tcc-rs's generated code calls (`__tcc_rs_*`): the stack region of variable
 * length arrays and alloca, long double arithmetic, x87 returns, and thread-local objects
 * under -run. The driver compiles this file with the target's C compiler into a helper
 * object and merges it (`cc -r`) into every object written with -c that refers to one of
 * them, so that such an object links with plain gcc (docs/design.md, "Objects that stand
 * alone"). Every symbol here is therefore weak and hidden: any number of objects may bring
 * a copy, the link keeps one per executable or shared library, and none is exported. The
 * state is held in weak hidden symbols too (named __tcc_rs_*, out of the program's way),
 * so that the copy of a function the link keeps uses the copy of the state it keeps.
 * For -run's shared library the driver defines TCC_RS_HELPER empty: plain global symbols,
 * which the JIT finds, and hidden state (TCC_RS_STATE). */
#ifndef TCC_RS_HELPER
#define TCC_RS_HELPER __attribute__((weak, visibility("hidden")))
#define TCC_RS_STATE TCC_RS_HELPER
#define TCC_RS_HELPER_ASM(name) ".weak " name "\n.hidden " name "\n"
#else
#define TCC_RS_STATE __attribute__((visibility("hidden")))
#define TCC_RS_HELPER_ASM(name) ".globl " name "\n"
#endif

#include <stdio.h>

/* The stack region for variable length arrays and alloca (see src/lower/vla.rs): a LIFO
 * region per thread, in chunks of at least 1 MiB chained from the newest. The compiled
 * program saves the top (__tcc_rs_stack_save), takes memory from it
 * (__tcc_rs_stack_alloc) and cuts it back to a saved top (__tcc_rs_stack_restore)
 * where a scope or a function ends. A chunk emptied by a restore is kept for the next
 * allocation, so a loop that declares an array does not map memory each time round.
 * Chunks are mapped with mmap, not taken from malloc: a program may define malloc itself
 * and declare a variable length array in it (jemalloc's cache flush does), and its malloc
 * would then call itself without end.
 *
 * The region grows downwards, as the machine stack does, and every block it gives has
 * at least REGION_HEADROOM free bytes of its chunk below it. Code that switches the stack
 * pointer to memory from alloca and calls a function there (libffi's x86-64 ffi_call,
 * whose assembly makes the alloca'd argument block the callee's stack) then runs that
 * function with room below it, as on the machine stack; and an alloca made while running
 * there takes its block from another chunk, out of the way of the frames using this one. */
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

struct tcc_rs_chunk {
    struct tcc_rs_chunk *prev;
    char *end;
};

/* Free chunk bytes kept below each block. */
#define REGION_HEADROOM (256UL << 10)

TCC_RS_STATE __thread struct tcc_rs_chunk *__tcc_rs_region_chunk;
TCC_RS_STATE __thread char *__tcc_rs_region_top;
TCC_RS_STATE __thread struct tcc_rs_chunk *__tcc_rs_region_spare;

TCC_RS_HELPER void *__tcc_rs_stack_save(void) {
    return __tcc_rs_region_top;
}

/* The lowest address a block of a chunk may start at. */
static uintptr_t region_base(struct tcc_rs_chunk *c) {
    return (uintptr_t)(c + 1);
}

static struct tcc_rs_chunk *region_new_chunk(unsigned long size) {
    unsigned long want = size + REGION_HEADROOM + sizeof(struct tcc_rs_chunk) + 16;
    if (want < size)
        want = (unsigned long)-1;
    if (__tcc_rs_region_spare && (unsigned long)(__tcc_rs_region_spare->end - (char *)__tcc_rs_region_spare) >= want) {
        struct tcc_rs_chunk *c = __tcc_rs_region_spare;
        __tcc_rs_region_spare = NULL;
        return c;
    }
    unsigned long cap = want < (1UL << 20) ? (1UL << 20) : want;
    void *m = mmap(NULL, cap, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) {
        fputs("tcc-rs: out of memory for a variable length array or alloca\n", stderr);
        abort();
    }
    struct tcc_rs_chunk *c = m;
    c->end = (char *)c + cap;
    return c;
}

static void region_unmap(struct tcc_rs_chunk *c) {
    munmap(c, (unsigned long)(c->end - (char *)c));
}

/* Whether `at` (16-aligned, below `top`) leaves the chunk's headroom below it. */
static int region_fits(struct tcc_rs_chunk *c, uintptr_t top, unsigned long size) {
    uintptr_t base = region_base(c);
    return top >= base && top - base >= REGION_HEADROOM + 16 &&
           size <= top - base - REGION_HEADROOM - 16;
}

TCC_RS_HELPER void *__tcc_rs_stack_alloc(unsigned long size) {
    struct tcc_rs_chunk *c = __tcc_rs_region_chunk;
    uintptr_t top = (uintptr_t)__tcc_rs_region_top;
    /* Running on the chunk (its free part is the stack of the frames calling this): the
     * block comes from another chunk, which those frames' further calls cannot reach. */
    uintptr_t sp = (uintptr_t)__builtin_frame_address(0);
    int on_chunk = c && sp >= region_base(c) && sp <= (uintptr_t)c->end;
    if (!c || on_chunk || !region_fits(c, top, size)) {
        struct tcc_rs_chunk *fresh = region_new_chunk(size);
        fresh->prev = c;
        __tcc_rs_region_chunk = fresh;
        top = (uintptr_t)fresh->end;
    }
    uintptr_t at = (top - size) & ~(uintptr_t)15;
    __tcc_rs_region_top = (char *)at;
    return (void *)at;
}

TCC_RS_HELPER void __tcc_rs_stack_restore(void *mark) {
    uintptr_t m = (uintptr_t)mark;
    while (__tcc_rs_region_chunk &&
           !(m >= region_base(__tcc_rs_region_chunk) && m <= (uintptr_t)__tcc_rs_region_chunk->end)) {
        struct tcc_rs_chunk *prev = __tcc_rs_region_chunk->prev;
        if (__tcc_rs_region_spare)
            region_unmap(__tcc_rs_region_spare);
        __tcc_rs_region_spare = __tcc_rs_region_chunk;
        __tcc_rs_region_chunk = prev;
    }
    __tcc_rs_region_top = mark;
}

/* __builtin_frame_address(n) and __builtin_return_address(n) of the function that calls
 * these (see Builtin::Frame in src/builtins.rs). Cranelift gives every function that makes
 * a call a frame record, as gcc's frame pointer convention lays it out (the caller's frame
 * pointer, then the return address), so the caller's frame is this function's frame
 * address 1; each further level is one more link of the chain, as in gcc, which walks it
 * the same way (and, like gcc's, a walk through code built without frame pointers reads
 * garbage). gcc on aarch64 gives 0 for a return address above level 0. */
/* The frame record `n` links up the chain from `fp`. */
static void **frame_walk(void **fp, unsigned long n) {
    while (n-- && fp)
        fp = *fp;
    return fp;
}

TCC_RS_HELPER void *__tcc_rs_frame_address(unsigned long n) {
    return frame_walk(__builtin_frame_address(1), n);
}

TCC_RS_HELPER void *__tcc_rs_return_address(unsigned long n) {
#if defined(__aarch64__)
    if (n)
        return 0;
#endif
    void **fp = frame_walk(__builtin_frame_address(1), n);
    return fp ? fp[1] : 0;
}

/* The stack pointer of the function that calls this, as it was at the call: where that
 * function's stack arguments begin. x86-64's va_arg aligns a 32- or 64-byte vector
 * argument at its absolute address, so a call passing one through `...` is laid out for
 * the phase of this address (see StackPhase in src/lower/abi.rs). The CFA is exactly it. */
TCC_RS_HELPER void *__tcc_rs_caller_stack_pointer(void) {
    return __builtin_dwarf_cfa();
}

/* Thread-local objects under -run, where the code generator has no thread-local storage
 * (see TlsSlot in src/codegen/mod.rs; an object file uses ELF TLS and never calls this):
 * the program's thread-local object number `index` is ordinary memory holding its initial
 * value, `image`, and each thread reads and writes its own copy of it, made at the thread's
 * first access and freed when the thread exits. */
#include <pthread.h>
#include <string.h>

struct tcc_rs_tls {
    unsigned long n;
    void **copies;
};

TCC_RS_STATE __thread struct tcc_rs_tls __tcc_rs_tls_copies;
TCC_RS_STATE pthread_key_t __tcc_rs_tls_key;
TCC_RS_STATE pthread_once_t __tcc_rs_tls_key_once = PTHREAD_ONCE_INIT;

static void tls_free(void *p) {
    struct tcc_rs_tls *t = p;
    for (unsigned long i = 0; i < t->n; i++)
        free(t->copies[i]);
    free(t->copies);
    t->copies = NULL;
    t->n = 0;
}

static void tls_key_create(void) {
    pthread_key_create(&__tcc_rs_tls_key, tls_free);
}

static void tls_out_of_memory(void) {
    fputs("tcc-rs: out of memory for a thread-local variable\n", stderr);
    abort();
}

TCC_RS_HELPER void *__tcc_rs_tls_addr(unsigned long index, const void *image, unsigned long size,
                        unsigned long align) {
    struct tcc_rs_tls *t = &__tcc_rs_tls_copies;
    if (index < t->n && t->copies[index])
        return t->copies[index];
    if (index >= t->n) {
        unsigned long n = index + 16;
        void **copies = realloc(t->copies, n * sizeof *copies);
        if (!copies)
            tls_out_of_memory();
        memset(copies + t->n, 0, (n - t->n) * sizeof *copies);
        if (!t->copies) {
            /* The thread's first thread-local object: free its copies when it exits. */
            pthread_once(&__tcc_rs_tls_key_once, tls_key_create);
            pthread_setspecific(__tcc_rs_tls_key, t);
        }
        t->copies = copies;
        t->n = n;
    }
    void *copy;
    if (align < sizeof(void *))
        align = sizeof(void *);
    if (posix_memalign(&copy, align, size ? size : 1))
        tls_out_of_memory();
    memcpy(copy, image, size);
    t->copies[index] = copy;
    return copy;
}

/* long double (see src/lower/long_double.rs): the compiled code keeps a long double in its
 * 16 bytes and does every operation on it by calling one of these, so this compiler's
 * long double is the target C compiler's. A value travels to and from them in a vector
 * register: on aarch64 that is how long double (IEEE binary128) is passed anyway; on
 * x86-64, where long double is x87's 80-bit format passed in memory, the 16 bytes travel
 * as a __float128 (one xmm register), reinterpreted here, with the 6 bytes of padding
 * kept zero. */
#if defined(__x86_64__)
typedef __float128 tcc_ld;
static long double ld_in(tcc_ld b) {
    long double x;
    memcpy(&x, &b, sizeof x);
    return x;
}
static tcc_ld ld_out(long double x) {
    unsigned char bytes[16] = {0};
    tcc_ld b;
    memcpy(bytes, &x, 10);
    memcpy(&b, bytes, sizeof b);
    return b;
}
#else
typedef long double tcc_ld;
static long double ld_in(tcc_ld b) { return b; }
static tcc_ld ld_out(long double x) { return x; }
#endif

TCC_RS_HELPER tcc_ld __tcc_rs_ld_add(tcc_ld a, tcc_ld b) { return ld_out(ld_in(a) + ld_in(b)); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_sub(tcc_ld a, tcc_ld b) { return ld_out(ld_in(a) - ld_in(b)); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_mul(tcc_ld a, tcc_ld b) { return ld_out(ld_in(a) * ld_in(b)); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_div(tcc_ld a, tcc_ld b) { return ld_out(ld_in(a) / ld_in(b)); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_neg(tcc_ld a) { return ld_out(-ld_in(a)); }

/* How a compares with b: 1 less, 2 equal, 4 greater, 0 unordered (a NaN). */
TCC_RS_HELPER int __tcc_rs_ld_cmp(tcc_ld a, tcc_ld b) {
    long double x = ld_in(a), y = ld_in(b);
    return x < y ? 1 : x == y ? 2 : x > y ? 4 : 0;
}

/* __builtin_isnan, __builtin_isinf_sign, __builtin_isfinite, __builtin_isnormal and
 * __builtin_signbit (which 0 to 4) of a, as the target's C compiler has them. */
TCC_RS_HELPER int __tcc_rs_ld_classify(tcc_ld a, int which) {
    long double x = ld_in(a);
    switch (which) {
    case 0: return __builtin_isnan(x) != 0;
    case 1: return __builtin_isinf_sign(x);
    case 2: return __builtin_isfinite(x) != 0;
    case 3: return __builtin_isnormal(x) != 0;
    default: return __builtin_signbit(x);
    }
}

TCC_RS_HELPER tcc_ld __tcc_rs_ld_from_i64(long v) { return ld_out(v); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_from_u64(unsigned long v) { return ld_out(v); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_from_i128(__int128 v) { return ld_out(v); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_from_u128(unsigned __int128 v) { return ld_out(v); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_from_f32(float v) { return ld_out(v); }
TCC_RS_HELPER tcc_ld __tcc_rs_ld_from_f64(double v) { return ld_out(v); }
TCC_RS_HELPER long __tcc_rs_ld_to_i64(tcc_ld a) { return (long)ld_in(a); }
TCC_RS_HELPER unsigned long __tcc_rs_ld_to_u64(tcc_ld a) { return (unsigned long)ld_in(a); }
TCC_RS_HELPER __int128 __tcc_rs_ld_to_i128(tcc_ld a) { return (__int128)ld_in(a); }
TCC_RS_HELPER unsigned __int128 __tcc_rs_ld_to_u128(tcc_ld a) { return (unsigned __int128)ld_in(a); }
TCC_RS_HELPER float __tcc_rs_ld_to_f32(tcc_ld a) { return (float)ld_in(a); }
TCC_RS_HELPER double __tcc_rs_ld_to_f64(tcc_ld a) { return (double)ld_in(a); }

#if defined(__x86_64__)
/* Calls that give the caller back its stack pointer (src/codegen/translate.rs,
 * call_keeping_sp). A function that takes stack at run time (alloca, a variable length
 * array) has a frame pointer in gcc's code and addresses its frame from it, so it survives
 * a callee that returns with another stack pointer, as libffi's ffi_call_unix64 does.
 * Cranelift's code addresses the frame from the stack pointer, so such a function makes its
 * calls through __tcc_rs_call_keeping_sp, with the same arguments. Its slot, 40 bytes in
 * the caller's frame, holds the target (0), then the return address (8), the stack
 * pointer (16), the thread's previous chain (24) and the caller's %rbx (32).
 * __tcc_rs_call_push(slot) chains the slot to the thread's list just before the call; the
 * stub takes it off at once, keeps it in %rbx (which the callee preserves), pops the return
 * address so that the target sees the stack arguments where the caller put them, calls the
 * target, and restores the stack pointer, %rbx and the return address from the slot. The
 * results in %rax, %rdx, %xmm0, %xmm1 and the x87 stack pass through untouched. Its unwind
 * information describes the caller's frame from the slot, so backtraces and exceptions
 * go through it. */
TCC_RS_STATE __thread void **__tcc_rs_call_chain;

TCC_RS_HELPER void __tcc_rs_call_push(void **slot) {
    slot[3] = __tcc_rs_call_chain;
    __tcc_rs_call_chain = slot;
}

/* The stub's call frame information, written when gcc writes it for C code (it defines
 * __GCC_HAVE_DWARF2_CFI_ASM then): without unwind tables, the object has no .eh_frame. */
#ifdef __GCC_HAVE_DWARF2_CFI_ASM
#define CFI(directive) "    " directive "\n"
#else
#define CFI(directive) ""
#endif

__asm__(".text\n"
        TCC_RS_HELPER_ASM("__tcc_rs_call_keeping_sp")
        ".type __tcc_rs_call_keeping_sp, @function\n"
        "__tcc_rs_call_keeping_sp:\n"
        CFI(".cfi_startproc")
        "    movq %fs:0, %r11\n"
        "    addq __tcc_rs_call_chain@gottpoff(%rip), %r11\n"
        "    movq (%r11), %r10\n"
        "    movq %rbx, 32(%r10)\n"
        /* %rbx is saved at slot + 32: DW_CFA_expression rbx, DW_OP_breg10 32 */
        CFI(".cfi_escape 0x10, 0x03, 0x02, 0x7a, 0x20")
        "    movq %r10, %rbx\n"
        /* ... then DW_OP_breg3 32 */
        CFI(".cfi_escape 0x10, 0x03, 0x02, 0x73, 0x20")
        "    movq 24(%rbx), %r10\n"
        "    movq %r10, (%r11)\n"
        "    popq %r10\n"
        CFI(".cfi_def_cfa_offset 0")
        CFI(".cfi_register %rip, %r10")
        "    movq %r10, 8(%rbx)\n"
        /* The return address at slot + 8: DW_CFA_expression rip, DW_OP_breg3 8 */
        CFI(".cfi_escape 0x10, 0x10, 0x02, 0x73, 0x08")
        "    movq %rsp, 16(%rbx)\n"
        /* The caller's stack pointer, the CFA, at slot + 16: DW_CFA_def_cfa_expression,
         * DW_OP_breg3 16, DW_OP_deref */
        CFI(".cfi_escape 0x0f, 0x03, 0x73, 0x10, 0x06")
        "    callq *(%rbx)\n"
        "    movq 16(%rbx), %rsp\n"
        "    movq 8(%rbx), %r10\n"
        CFI(".cfi_register %rip, %r10")
        "    movq 32(%rbx), %rbx\n"
        CFI(".cfi_def_cfa %rsp, 0")
        CFI(".cfi_same_value %rbx")
        "    jmpq *%r10\n"
        CFI(".cfi_endproc")
        ".size __tcc_rs_call_keeping_sp, .-__tcc_rs_call_keeping_sp\n");

/* The x87 return convention, which Cranelift cannot express: a function returning long
 * double calls __tcc_rs_x87_return(value) just before it returns, leaving the value in
 * st(0) where its caller expects it; a caller calls __tcc_rs_x87_result() right after the
 * call, which pops st(0) and hands it back in xmm0. Both use the red zone below the stack
 * pointer (they are leaf functions). */
__asm__(".text\n"
        TCC_RS_HELPER_ASM("__tcc_rs_x87_return")
        ".type __tcc_rs_x87_return, @function\n"
        "__tcc_rs_x87_return:\n"
        "    movups %xmm0, -24(%rsp)\n"
        "    fldt -24(%rsp)\n"
        "    ret\n"
        ".size __tcc_rs_x87_return, .-__tcc_rs_x87_return\n"
        TCC_RS_HELPER_ASM("__tcc_rs_x87_result")
        ".type __tcc_rs_x87_result, @function\n"
        "__tcc_rs_x87_result:\n"
        "    movq $0, -16(%rsp)\n"
        "    fstpt -24(%rsp)\n"
        "    movups -24(%rsp), %xmm0\n"
        "    ret\n"
        ".size __tcc_rs_x87_result, .-__tcc_rs_x87_result\n"
        /* A long double _Complex result (class COMPLEX_X87): the real part in st(0), the
         * imaginary part in st(1). __tcc_rs_x87_return_pair(z) loads them from the object
         * at z; __tcc_rs_x87_result_pair(z) pops them into the 32 bytes at z, their padding
         * cleared. */
        TCC_RS_HELPER_ASM("__tcc_rs_x87_return_pair")
        ".type __tcc_rs_x87_return_pair, @function\n"
        "__tcc_rs_x87_return_pair:\n"
        "    fldt 16(%rdi)\n"
        "    fldt (%rdi)\n"
        "    ret\n"
        ".size __tcc_rs_x87_return_pair, .-__tcc_rs_x87_return_pair\n"
        TCC_RS_HELPER_ASM("__tcc_rs_x87_result_pair")
        ".type __tcc_rs_x87_result_pair, @function\n"
        "__tcc_rs_x87_result_pair:\n"
        "    movq $0, 8(%rdi)\n"
        "    movq $0, 24(%rdi)\n"
        "    fstpt (%rdi)\n"
        "    fstpt 16(%rdi)\n"
        "    ret\n"
        ".size __tcc_rs_x87_result_pair, .-__tcc_rs_x87_result_pair\n");
#endif
