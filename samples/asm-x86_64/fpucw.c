/* The x87 control word as gnulib's fpucw.h reads and writes it, exactly as written there
   (a memory operand through "*&", the macros with statement expressions). */
#include <stdio.h>

typedef unsigned short fpucw_t;

# define FPU_PC_MASK 0x0300
# define FPU_PC_DOUBLE 0x200    /* glibc calls it _FPU_DOUBLE */
# define FPU_PC_EXTENDED 0x300  /* glibc calls it _FPU_EXTENDED */

# define GET_FPUCW() __extension__ \
  ({ fpucw_t _cw;                                               \
     __asm__ __volatile__ ("fnstcw %0" : "=m" (*&_cw));         \
     _cw;                                                       \
   })
# define SET_FPUCW(word) \
  (void)__extension__ ({ fpucw_t _ncw = (word);                 \
     __asm__ __volatile__ ("fldcw %0" : : "m" (*&_ncw));        \
   })

# define DECL_LONG_DOUBLE_ROUNDING \
  fpucw_t oldcw;
# define BEGIN_LONG_DOUBLE_ROUNDING() \
  (void)(oldcw = GET_FPUCW (),                                  \
         SET_FPUCW ((oldcw & ~FPU_PC_MASK) | FPU_PC_EXTENDED))
# define END_LONG_DOUBLE_ROUNDING() \
  SET_FPUCW (oldcw)

int main(void)
{
    DECL_LONG_DOUBLE_ROUNDING
    fpucw_t start = GET_FPUCW();
    printf("precision at start: %#x\n", start & FPU_PC_MASK);
    SET_FPUCW((start & ~FPU_PC_MASK) | FPU_PC_DOUBLE);
    printf("after setting double: %#x\n", GET_FPUCW() & FPU_PC_MASK);
    /* 1 + 2^-60 needs the 64-bit mantissa of extended precision. */
    volatile long double one = 1.0L, tiny = 0x1p-60L;
    printf("double precision keeps 2^-60: %d\n", one + tiny != one);
    BEGIN_LONG_DOUBLE_ROUNDING();
    printf("extended: %#x\n", GET_FPUCW() & FPU_PC_MASK);
    printf("extended precision keeps 2^-60: %d\n", one + tiny != one);
    END_LONG_DOUBLE_ROUNDING();
    SET_FPUCW(start);
    printf("restored: %d\n", GET_FPUCW() == start);
    return 0;
}
