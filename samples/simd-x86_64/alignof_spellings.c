/* gcc's two answers to "how aligned": C11's `_Alignof` of a type gives the alignment the
   ABI guarantees for any object of it (gcc's min_align_of_type: capped at BIGGEST_ALIGNMENT,
   16, unless an attribute asked for more), GNU's `__alignof__` of a type its own alignment
   (TYPE_ALIGN). They differ for 32- and 64-byte vectors on x86-64 (aligned to their size
   there, to 16 on aarch64: simd-aarch64 has this program too) and for structures holding
   them. Of an expression, both
   spellings answer as `__alignof__` does (an object's declared alignment, or its type's). */
#include <stdio.h>

typedef int v2si __attribute__((vector_size(8)));
typedef int v4si __attribute__((vector_size(16)));
typedef int v8si __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
typedef char v32qi __attribute__((vector_size(32)));
typedef int v16si __attribute__((vector_size(64)));
typedef float v16sf __attribute__((vector_size(64)));
struct holds_v8si { char c; v8si v; };
struct holds_v16si { v16si v; int tail; };
struct holds_double { char c; double d; };
struct holds_long_double { char c; long double d; };
struct holds_int128 { char c; __int128 i; };
struct asked_32 { char c; } __attribute__((aligned(32)));
struct member_asked_64 { char c __attribute__((aligned(64))); };
struct packed_v8si { char c; v8si v; } __attribute__((packed));
union with_v8si { v8si v; char bytes[32]; };
typedef v8si v8si_array[3];
typedef int int_aligned_32 __attribute__((aligned(32)));

#define BOTH(T) printf("%-26s _Alignof %2zu  __alignof__ %2zu\n", #T, _Alignof(T), __alignof__(T))
#define EXPR(e) printf("%-26s _Alignof %2zu  __alignof__ %2zu\n", #e, _Alignof(e), __alignof__(e))

v8si global_v8si;
struct holds_v8si global_holder;

int main(void) {
    BOTH(char);
    BOTH(short);
    BOTH(int);
    BOTH(long);
    BOTH(long long);
    BOTH(float);
    BOTH(double);
    BOTH(long double);
    BOTH(__int128);
    BOTH(void *);
    BOTH(_Complex float);
    BOTH(_Complex double);
    BOTH(_Complex long double);
    BOTH(v2si);
    BOTH(v4si);
    BOTH(v8si);
    BOTH(v4df);
    BOTH(v32qi);
    BOTH(v16si);
    BOTH(v16sf);
    BOTH(v8si *);
    BOTH(v8si_array);
    BOTH(const v8si);
    BOTH(struct holds_v8si);
    BOTH(struct holds_v16si);
    BOTH(struct holds_double);
    BOTH(struct holds_long_double);
    BOTH(struct holds_int128);
    BOTH(struct asked_32);
    BOTH(struct member_asked_64);
    BOTH(struct packed_v8si);
    BOTH(union with_v8si);
    BOTH(int_aligned_32);
    BOTH(_Atomic long long);
    BOTH(_Atomic double);
    v8si local_v8si = {0};
    v16si local_v16si = {0};
    struct holds_v8si local_holder = {0};
    v8si *p = &local_v8si;
    EXPR(global_v8si);
    EXPR(global_holder);
    EXPR(global_holder.v);
    EXPR(local_v8si);
    EXPR(local_v16si);
    EXPR(local_holder);
    EXPR(local_holder.v);
    EXPR(*p);
    EXPR(local_v8si + 1);
    EXPR(local_v8si[0]);
    return 0;
}
