/* <stdatomic.h> for tcc-rs (C11 7.17), built on GNU C's __atomic builtins as gcc's is.
 * Every operation is sequentially consistent whatever memory order it is given (tcc-rs's
 * atomic instructions are), which gives each at least the order asked for. */
#ifndef _STDATOMIC_H
#define _STDATOMIC_H

typedef enum {
    memory_order_relaxed = __ATOMIC_RELAXED,
    memory_order_consume = __ATOMIC_CONSUME,
    memory_order_acquire = __ATOMIC_ACQUIRE,
    memory_order_release = __ATOMIC_RELEASE,
    memory_order_acq_rel = __ATOMIC_ACQ_REL,
    memory_order_seq_cst = __ATOMIC_SEQ_CST
} memory_order;

typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic __CHAR16_TYPE__ atomic_char16_t;
typedef _Atomic __CHAR32_TYPE__ atomic_char32_t;
typedef _Atomic __WCHAR_TYPE__ atomic_wchar_t;
typedef _Atomic __INT_LEAST8_TYPE__ atomic_int_least8_t;
typedef _Atomic __UINT_LEAST8_TYPE__ atomic_uint_least8_t;
typedef _Atomic __INT_LEAST16_TYPE__ atomic_int_least16_t;
typedef _Atomic __UINT_LEAST16_TYPE__ atomic_uint_least16_t;
typedef _Atomic __INT_LEAST32_TYPE__ atomic_int_least32_t;
typedef _Atomic __UINT_LEAST32_TYPE__ atomic_uint_least32_t;
typedef _Atomic __INT_LEAST64_TYPE__ atomic_int_least64_t;
typedef _Atomic __UINT_LEAST64_TYPE__ atomic_uint_least64_t;
typedef _Atomic __INT_FAST8_TYPE__ atomic_int_fast8_t;
typedef _Atomic __UINT_FAST8_TYPE__ atomic_uint_fast8_t;
typedef _Atomic __INT_FAST16_TYPE__ atomic_int_fast16_t;
typedef _Atomic __UINT_FAST16_TYPE__ atomic_uint_fast16_t;
typedef _Atomic __INT_FAST32_TYPE__ atomic_int_fast32_t;
typedef _Atomic __UINT_FAST32_TYPE__ atomic_uint_fast32_t;
typedef _Atomic __INT_FAST64_TYPE__ atomic_int_fast64_t;
typedef _Atomic __UINT_FAST64_TYPE__ atomic_uint_fast64_t;
typedef _Atomic __INTPTR_TYPE__ atomic_intptr_t;
typedef _Atomic __UINTPTR_TYPE__ atomic_uintptr_t;
typedef _Atomic __SIZE_TYPE__ atomic_size_t;
typedef _Atomic __PTRDIFF_TYPE__ atomic_ptrdiff_t;
typedef _Atomic __INTMAX_TYPE__ atomic_intmax_t;
typedef _Atomic __UINTMAX_TYPE__ atomic_uintmax_t;

#define ATOMIC_VAR_INIT(VALUE) (VALUE)
#define atomic_init(PTR, VAL) atomic_store_explicit(PTR, VAL, __ATOMIC_RELAXED)
#define kill_dependency(Y) (Y)

#define atomic_thread_fence(MO) __atomic_thread_fence(MO)
#define atomic_signal_fence(MO) __atomic_signal_fence(MO)
#define atomic_is_lock_free(OBJ) __atomic_is_lock_free(sizeof(*(OBJ)), (OBJ))

#define ATOMIC_BOOL_LOCK_FREE __GCC_ATOMIC_BOOL_LOCK_FREE
#define ATOMIC_CHAR_LOCK_FREE __GCC_ATOMIC_CHAR_LOCK_FREE
#define ATOMIC_CHAR16_T_LOCK_FREE __GCC_ATOMIC_CHAR16_T_LOCK_FREE
#define ATOMIC_CHAR32_T_LOCK_FREE __GCC_ATOMIC_CHAR32_T_LOCK_FREE
#define ATOMIC_WCHAR_T_LOCK_FREE __GCC_ATOMIC_WCHAR_T_LOCK_FREE
#define ATOMIC_SHORT_LOCK_FREE __GCC_ATOMIC_SHORT_LOCK_FREE
#define ATOMIC_INT_LOCK_FREE __GCC_ATOMIC_INT_LOCK_FREE
#define ATOMIC_LONG_LOCK_FREE __GCC_ATOMIC_LONG_LOCK_FREE
#define ATOMIC_LLONG_LOCK_FREE __GCC_ATOMIC_LLONG_LOCK_FREE
#define ATOMIC_POINTER_LOCK_FREE __GCC_ATOMIC_POINTER_LOCK_FREE

/* Load, store, exchange and compare-exchange take objects of any type (`_Atomic double`,
   structures), so they use the generic builtins on a temporary, as gcc's header does. */
#define atomic_store_explicit(PTR, VAL, MO)                                         \
    __extension__({                                                                 \
        __typeof__(&*(PTR)) __atomic_store_ptr = (PTR);                             \
        __typeof__((void)0, *__atomic_store_ptr) __atomic_store_tmp = (VAL);        \
        __atomic_store(__atomic_store_ptr, &__atomic_store_tmp, (MO));              \
    })
#define atomic_store(PTR, VAL) atomic_store_explicit(PTR, VAL, __ATOMIC_SEQ_CST)
#define atomic_load_explicit(PTR, MO)                                               \
    __extension__({                                                                 \
        __typeof__(&*(PTR)) __atomic_load_ptr = (PTR);                              \
        __typeof__((void)0, *__atomic_load_ptr) __atomic_load_tmp;                  \
        __atomic_load(__atomic_load_ptr, &__atomic_load_tmp, (MO));                 \
        __atomic_load_tmp;                                                          \
    })
#define atomic_load(PTR) atomic_load_explicit(PTR, __ATOMIC_SEQ_CST)
#define atomic_exchange_explicit(PTR, VAL, MO)                                      \
    __extension__({                                                                 \
        __typeof__(&*(PTR)) __atomic_exchange_ptr = (PTR);                          \
        __typeof__((void)0, *__atomic_exchange_ptr) __atomic_exchange_val = (VAL);  \
        __typeof__((void)0, *__atomic_exchange_ptr) __atomic_exchange_tmp;          \
        __atomic_exchange(__atomic_exchange_ptr, &__atomic_exchange_val,            \
                          &__atomic_exchange_tmp, (MO));                            \
        __atomic_exchange_tmp;                                                      \
    })
#define atomic_exchange(PTR, VAL) atomic_exchange_explicit(PTR, VAL, __ATOMIC_SEQ_CST)
#define __tcc_rs_atomic_cmpxchg(PTR, VAL, DES, WEAK, SUC, FAIL)                     \
    __extension__({                                                                 \
        __typeof__(&*(PTR)) __atomic_cmpxchg_ptr = (PTR);                           \
        __typeof__((void)0, *__atomic_cmpxchg_ptr) __atomic_cmpxchg_tmp = (DES);    \
        __atomic_compare_exchange(__atomic_cmpxchg_ptr, (VAL), &__atomic_cmpxchg_tmp, \
                                  (WEAK), (SUC), (FAIL));                           \
    })
#define atomic_compare_exchange_strong_explicit(PTR, VAL, DES, SUC, FAIL) \
    __tcc_rs_atomic_cmpxchg(PTR, VAL, DES, 0, SUC, FAIL)
#define atomic_compare_exchange_strong(PTR, VAL, DES) \
    atomic_compare_exchange_strong_explicit(PTR, VAL, DES, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)
#define atomic_compare_exchange_weak_explicit(PTR, VAL, DES, SUC, FAIL) \
    __tcc_rs_atomic_cmpxchg(PTR, VAL, DES, 1, SUC, FAIL)
#define atomic_compare_exchange_weak(PTR, VAL, DES) \
    atomic_compare_exchange_weak_explicit(PTR, VAL, DES, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)

#define atomic_fetch_add_explicit(PTR, VAL, MO) __atomic_fetch_add((PTR), (VAL), (MO))
#define atomic_fetch_add(PTR, VAL) atomic_fetch_add_explicit(PTR, VAL, __ATOMIC_SEQ_CST)
#define atomic_fetch_sub_explicit(PTR, VAL, MO) __atomic_fetch_sub((PTR), (VAL), (MO))
#define atomic_fetch_sub(PTR, VAL) atomic_fetch_sub_explicit(PTR, VAL, __ATOMIC_SEQ_CST)
#define atomic_fetch_or_explicit(PTR, VAL, MO) __atomic_fetch_or((PTR), (VAL), (MO))
#define atomic_fetch_or(PTR, VAL) atomic_fetch_or_explicit(PTR, VAL, __ATOMIC_SEQ_CST)
#define atomic_fetch_xor_explicit(PTR, VAL, MO) __atomic_fetch_xor((PTR), (VAL), (MO))
#define atomic_fetch_xor(PTR, VAL) atomic_fetch_xor_explicit(PTR, VAL, __ATOMIC_SEQ_CST)
#define atomic_fetch_and_explicit(PTR, VAL, MO) __atomic_fetch_and((PTR), (VAL), (MO))
#define atomic_fetch_and(PTR, VAL) atomic_fetch_and_explicit(PTR, VAL, __ATOMIC_SEQ_CST)

typedef struct {
    unsigned char __val;
} atomic_flag;

#define ATOMIC_FLAG_INIT { 0 }
#define atomic_flag_test_and_set_explicit(PTR, MO) __atomic_test_and_set((PTR), (MO))
#define atomic_flag_test_and_set(PTR) atomic_flag_test_and_set_explicit(PTR, __ATOMIC_SEQ_CST)
#define atomic_flag_clear_explicit(PTR, MO) __atomic_clear((PTR), (MO))
#define atomic_flag_clear(PTR) atomic_flag_clear_explicit(PTR, __ATOMIC_SEQ_CST)

#endif
