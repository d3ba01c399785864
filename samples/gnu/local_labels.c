/* GNU local labels: `__label__ a, b;` at the start of a block declares labels whose scope is
   that block, so a macro's statement expression can jump to its own labels and be expanded
   twice in one function. The same name in two blocks names two labels; an inner block's
   declaration hides an outer one; `goto`, `&&label` with `goto *p`, and `asm goto` all find
   the innermost label of the name; a function's own label of that name stays visible
   outside the blocks. A labelled expression is the value of a statement expression. */
#include <stdio.h>

/* A value clamped to [0, 100] with jumps to the macro's own labels. */
#define CLAMP(x)                                                                           \
    ({                                                                                     \
        __label__ low, done;                                                               \
        int v_ = (x);                                                                      \
        if (v_ < 0)                                                                        \
            goto low;                                                                      \
        if (v_ > 100)                                                                      \
            v_ = 100;                                                                      \
        goto done;                                                                         \
    low:                                                                                   \
        v_ = 0;                                                                            \
    done:                                                                                  \
        v_;                                                                                \
    })

/* The index of the first negative element, or -1: the loop left by a jump. */
#define FIND_NEGATIVE(a, n)                                                                \
    ({                                                                                     \
        __label__ found;                                                                   \
        int i_;                                                                            \
        for (i_ = 0; i_ < (n); i_++)                                                       \
            if ((a)[i_] < 0)                                                               \
                goto found;                                                                \
        i_ = -1;                                                                           \
    found:                                                                                 \
        i_;                                                                                \
    })

/* The address of a label of its own, as tinycc's tests take one. */
#define HERE() ({ __label__ here_; here_: (unsigned long)&&here_; })

static int clamp_sum(int a, int b, int c) {
    return CLAMP(a) + CLAMP(b) * 1000 + CLAMP(c) * 1000000;
}

/* `out` in two sibling blocks and at the function's level: three labels. */
static int siblings(int n) {
    int trace = 0;
    {
        __label__ out;
        if (n & 1)
            goto out;
        trace += 1;
    out:
        trace += 10;
    }
    {
        __label__ out;
        if (n & 2)
            goto out;
        trace += 100;
    out:
        trace += 1000;
    }
    if (n & 4)
        goto out;
    trace += 10000;
out:
    return trace;
}

/* An inner declaration hides the outer label; a jump from a nested block without a
   declaration of its own reaches the outer one. */
static int shadowing(int n) {
    int trace = 0;
    {
        __label__ l;
        {
            __label__ l;
            if (n == 1)
                goto l;
            trace += 1;
        l:
            trace += 10;
        }
        {
            if (n == 2)
                goto l;
            trace += 100;
        }
        trace += 1000;
    l:
        trace += 10000;
    }
    return trace;
}

/* A local label's address, taken and jumped to inside its block; a backward jump too. */
static int dispatch(int op) {
    int acc = 0;
    {
        __label__ add, sub, end;
        static const int ops_[] = {0, 1, 0, 1};
        void *table[] = {&&add, &&sub};
        int i = 0;
    next:
        if (i == 4)
            goto end;
        goto *table[ops_[i] ^ (op & 1)];
    add:
        acc += 3 + i++;
        goto next;
    sub:
        acc -= 1 + i++;
        goto next;
    end:;
    }
    return acc;
}

/* asm goto to a local label. */
static int asm_goto_local(int x) {
    int r = 0;
    {
        __label__ skip;
#if defined(__x86_64__)
        asm goto("testl %0, %0\n\tjnz %l[skip]" : : "r"(x) : "cc" : skip);
#else
        asm goto("cbnz %w0, %l[skip]" : : "r"(x) : : skip);
#endif
        r = 1;
    skip:
        r += 2;
    }
    return r;
}

int main(void) {
    int a[] = {4, 8, -15, 16};
    int b[] = {23, 42};
    printf("clamp_sum: %d %d\n", clamp_sum(-5, 50, 500), clamp_sum(7, -1, 100));
    printf("find: %d %d\n", FIND_NEGATIVE(a, 4), FIND_NEGATIVE(b, 2));
    for (int n = 0; n < 8; n++)
        printf("siblings(%d) = %d\n", n, siblings(n));
    for (int n = 0; n < 3; n++)
        printf("shadowing(%d) = %d\n", n, shadowing(n));
    printf("dispatch: %d %d\n", dispatch(0), dispatch(1));
    printf("asm goto: %d %d\n", asm_goto_local(0), asm_goto_local(5));
    unsigned long h1 = HERE(), h2 = HERE();
    printf("two labels' addresses differ: %d\n", h1 != h2);
    return 0;
}
