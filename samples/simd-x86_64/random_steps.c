/* RDRAND and RDSEED through <immintrin.h>, as libsodium uses them (after `#pragma GCC
   target("rdrnd")`): each step returns 1 once a value came (the instruction may have none
   ready for a moment, so a few tries are allowed), on processors that have them (CPUID). */
#pragma GCC target("rdrnd,rdseed")
#include <cpuid.h>
#include <immintrin.h>
#include <stdio.h>

static int has(int leaf, int reg, unsigned bit) {
  unsigned r[4] = {0, 0, 0, 0};
  if (leaf == 1)
    __get_cpuid(1, &r[0], &r[1], &r[2], &r[3]);
  else
    __get_cpuid_count(7, 0, &r[0], &r[1], &r[2], &r[3]);
  return (r[reg] >> bit) & 1;
}

#define TRY(step, type)                                                     \
  do {                                                                      \
    type v = 0;                                                             \
    int got = 0;                                                            \
    for (int i = 0; i < 100 && !got; i++)                                   \
      got = step(&v);                                                       \
    printf("%s: %d\n", #step, got);                                         \
  } while (0)

int main(void) {
  if (has(1, 2, 30)) { /* ECX bit 30: RDRAND */
    TRY(_rdrand16_step, unsigned short);
    TRY(_rdrand32_step, unsigned int);
    TRY(_rdrand64_step, unsigned long long);
  } else {
    puts("_rdrand16_step: 1\n_rdrand32_step: 1\n_rdrand64_step: 1");
  }
  if (has(7, 1, 18)) { /* EBX bit 18: RDSEED */
    TRY(_rdseed16_step, unsigned short);
    TRY(_rdseed32_step, unsigned int);
    TRY(_rdseed64_step, unsigned long long);
  } else {
    puts("_rdseed16_step: 1\n_rdseed32_step: 1\n_rdseed64_step: 1");
  }
  return 0;
}
