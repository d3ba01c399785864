/* The tcc-rs runtime: a few helpers every program compiled by tcc-rs may call, usable from
 * C that has only `int` (the first subset tcc-rs accepted). Declare them by prototype, e.g.
 *     int print_int(int n);
 * The driver compiles this file once per target with the target's C compiler, caches the
 * object, and links it into every executable. */

#include <stdio.h>
#include <time.h>

/* Print n in decimal (no newline). Returns 0. */
int print_int(int n) {
    printf("%d", n);
    return 0;
}

/* Print the character c. Returns 0. */
int print_char(int c) {
    putchar(c);
    return 0;
}

/* Print a newline. Returns 0. */
int print_newline(void) {
    putchar('\n');
    return 0;
}

/* Read a decimal integer from standard input, skipping white space; 0 at end of input or
 * when the input is not a number. */
int read_int(void) {
    int n;
    if (scanf("%d", &n) != 1)
        return 0;
    return n;
}

/* Nanoseconds on the monotonic clock, for timing. */
long long clock_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Milliseconds on the monotonic clock since the first call (the first call returns 0):
 * a timer that fits in an int. */
int elapsed_ms(void) {
    static long long start = -1;
    long long now = clock_ns();
    if (start < 0)
        start = now;
    return (int)((now - start) / 1000000);
}

/* The stack region for variable length arrays and alloca (see src/lower/vla.rs): a LIFO
 * region per thread, in chunks of at least 1 MiB chained from the newest. The compiled
 * program saves the top (__tcc_rs_stack_save), takes memory from it
 * (__tcc_rs_stack_alloc) and cuts it back to a saved top (__tcc_rs_stack_restore)
 * where a scope or a function ends. A chunk emptied by a restore is kept for the next
 * allocation, so a loop that declares an array does not call malloc each time round. */
#include <stdint.h>
#include <stdlib.h>

struct tcc_rs_chunk {
    struct tcc_rs_chunk *prev;
    char *end;
};

static __thread struct tcc_rs_chunk *region_chunk;
static __thread char *region_top;
static __thread struct tcc_rs_chunk *region_spare;

void *__tcc_rs_stack_save(void) {
    return region_top;
}

static struct tcc_rs_chunk *region_new_chunk(unsigned long size) {
    unsigned long want = size + sizeof(struct tcc_rs_chunk) + 16;
    if (want < size)
        want = (unsigned long)-1;
    if (region_spare && (unsigned long)(region_spare->end - (char *)region_spare) >= want) {
        struct tcc_rs_chunk *c = region_spare;
        region_spare = NULL;
        return c;
    }
    unsigned long cap = want < (1UL << 20) ? (1UL << 20) : want;
    struct tcc_rs_chunk *c = malloc(cap);
    if (!c) {
        fputs("tcc-rs: out of memory for a variable length array or alloca\n", stderr);
        abort();
    }
    c->end = (char *)c + cap;
    return c;
}

void *__tcc_rs_stack_alloc(unsigned long size) {
    uintptr_t at = ((uintptr_t)region_top + 15) & ~(uintptr_t)15;
    if (!region_chunk || at > (uintptr_t)region_chunk->end ||
        size > (uintptr_t)region_chunk->end - at) {
        struct tcc_rs_chunk *c = region_new_chunk(size);
        c->prev = region_chunk;
        region_chunk = c;
        at = ((uintptr_t)(c + 1) + 15) & ~(uintptr_t)15;
    }
    region_top = (char *)at + size;
    return (void *)at;
}

void __tcc_rs_stack_restore(void *mark) {
    char *m = mark;
    while (region_chunk && !(m > (char *)region_chunk && m <= region_chunk->end)) {
        struct tcc_rs_chunk *prev = region_chunk->prev;
        if (region_spare)
            free(region_spare);
        region_spare = region_chunk;
        region_chunk = prev;
    }
    region_top = m;
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

static __thread struct tcc_rs_tls tls_copies;
static pthread_key_t tls_key;
static pthread_once_t tls_key_once = PTHREAD_ONCE_INIT;

static void tls_free(void *p) {
    struct tcc_rs_tls *t = p;
    for (unsigned long i = 0; i < t->n; i++)
        free(t->copies[i]);
    free(t->copies);
    t->copies = NULL;
    t->n = 0;
}

static void tls_key_create(void) {
    pthread_key_create(&tls_key, tls_free);
}

static void tls_out_of_memory(void) {
    fputs("tcc-rs: out of memory for a thread-local variable\n", stderr);
    abort();
}

void *__tcc_rs_tls_addr(unsigned long index, const void *image, unsigned long size,
                        unsigned long align) {
    struct tcc_rs_tls *t = &tls_copies;
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
            pthread_once(&tls_key_once, tls_key_create);
            pthread_setspecific(tls_key, t);
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

tcc_ld __tcc_rs_ld_add(tcc_ld a, tcc_ld b) { return ld_out(ld_in(a) + ld_in(b)); }
tcc_ld __tcc_rs_ld_sub(tcc_ld a, tcc_ld b) { return ld_out(ld_in(a) - ld_in(b)); }
tcc_ld __tcc_rs_ld_mul(tcc_ld a, tcc_ld b) { return ld_out(ld_in(a) * ld_in(b)); }
tcc_ld __tcc_rs_ld_div(tcc_ld a, tcc_ld b) { return ld_out(ld_in(a) / ld_in(b)); }
tcc_ld __tcc_rs_ld_neg(tcc_ld a) { return ld_out(-ld_in(a)); }

/* How a compares with b: 1 less, 2 equal, 4 greater, 0 unordered (a NaN). */
int __tcc_rs_ld_cmp(tcc_ld a, tcc_ld b) {
    long double x = ld_in(a), y = ld_in(b);
    return x < y ? 1 : x == y ? 2 : x > y ? 4 : 0;
}

/* __builtin_isnan, __builtin_isinf_sign, __builtin_isfinite, __builtin_isnormal and
 * __builtin_signbit (which 0 to 4) of a, as the target's C compiler has them. */
int __tcc_rs_ld_classify(tcc_ld a, int which) {
    long double x = ld_in(a);
    switch (which) {
    case 0: return __builtin_isnan(x) != 0;
    case 1: return __builtin_isinf_sign(x);
    case 2: return __builtin_isfinite(x) != 0;
    case 3: return __builtin_isnormal(x) != 0;
    default: return __builtin_signbit(x);
    }
}

tcc_ld __tcc_rs_ld_from_i64(long v) { return ld_out(v); }
tcc_ld __tcc_rs_ld_from_u64(unsigned long v) { return ld_out(v); }
tcc_ld __tcc_rs_ld_from_i128(__int128 v) { return ld_out(v); }
tcc_ld __tcc_rs_ld_from_u128(unsigned __int128 v) { return ld_out(v); }
tcc_ld __tcc_rs_ld_from_f32(float v) { return ld_out(v); }
tcc_ld __tcc_rs_ld_from_f64(double v) { return ld_out(v); }
long __tcc_rs_ld_to_i64(tcc_ld a) { return (long)ld_in(a); }
unsigned long __tcc_rs_ld_to_u64(tcc_ld a) { return (unsigned long)ld_in(a); }
__int128 __tcc_rs_ld_to_i128(tcc_ld a) { return (__int128)ld_in(a); }
unsigned __int128 __tcc_rs_ld_to_u128(tcc_ld a) { return (unsigned __int128)ld_in(a); }
float __tcc_rs_ld_to_f32(tcc_ld a) { return (float)ld_in(a); }
double __tcc_rs_ld_to_f64(tcc_ld a) { return (double)ld_in(a); }

#if defined(__x86_64__)
/* The x87 return convention, which Cranelift cannot express: a function returning long
 * double calls __tcc_rs_x87_return(value) just before it returns, leaving the value in
 * st(0) where its caller expects it; a caller calls __tcc_rs_x87_result() right after the
 * call, which pops st(0) and hands it back in xmm0. Both use the red zone below the stack
 * pointer (they are leaf functions). */
__asm__(".text\n"
        ".globl __tcc_rs_x87_return\n"
        ".type __tcc_rs_x87_return, @function\n"
        "__tcc_rs_x87_return:\n"
        "    movups %xmm0, -24(%rsp)\n"
        "    fldt -24(%rsp)\n"
        "    ret\n"
        ".size __tcc_rs_x87_return, .-__tcc_rs_x87_return\n"
        ".globl __tcc_rs_x87_result\n"
        ".type __tcc_rs_x87_result, @function\n"
        "__tcc_rs_x87_result:\n"
        "    movq $0, -16(%rsp)\n"
        "    fstpt -24(%rsp)\n"
        "    movups -24(%rsp), %xmm0\n"
        "    ret\n"
        ".size __tcc_rs_x87_result, .-__tcc_rs_x87_result\n");
#endif
