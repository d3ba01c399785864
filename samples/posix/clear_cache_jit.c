/* A tiny JIT: machine code written into memory, made visible to the instruction fetch with
 * __builtin___clear_cache (a call of libgcc's __clear_cache on aarch64, as gcc makes it;
 * nothing is needed on x86-64), then called. libffi's closures do the same. */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

typedef int (*answer_fn)(void);

/* The code of a function returning `n` (0..65535). */
static size_t emit_return(unsigned char *p, unsigned n) {
#if defined(__x86_64__)
    unsigned char code[] = {0xb8, n & 0xff, n >> 8, 0, 0, 0xc3}; /* mov $n, %eax; ret */
    memcpy(p, code, sizeof code);
    return sizeof code;
#elif defined(__aarch64__)
    unsigned insns[] = {0x52800000u | (n << 5), 0xd65f03c0u}; /* mov w0, #n; ret */
    memcpy(p, insns, sizeof insns);
    return sizeof insns;
#else
#error "no code for this target"
#endif
}

int main(void) {
    unsigned char *page = mmap(0, 4096, PROT_READ | PROT_WRITE | PROT_EXEC,
                               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (page == MAP_FAILED) {
        puts("no executable memory");
        return 0;
    }
    for (unsigned n = 40; n <= 44; n += 2) {
        size_t len = emit_return(page, n);
        __builtin___clear_cache((char *)page, (char *)page + len);
        answer_fn f = (answer_fn)(void *)page;
        printf("the code returns %d\n", f());
    }
#if __has_builtin(__builtin___clear_cache)
    puts("__has_builtin(__builtin___clear_cache)");
#endif
    munmap(page, 4096);
    return 0;
}
