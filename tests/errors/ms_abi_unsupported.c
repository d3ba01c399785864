/* GNU ms_abi: the Microsoft x64 convention, honoured for the types whose passing tcc-rs
 * gives; a variadic function and long double, __int128, complex and vector parameters or
 * results are refused by name rather than passed as the System V convention would. */
int __attribute__((ms_abi)) fine(int a, double b, struct { long x, y, z; } *p);
int __attribute__((ms_abi)) logf_ms(const char *fmt, ...);
long double __attribute__((ms_abi)) wide(long double x);
void takes(__int128 v) __attribute__((ms_abi));
int (__attribute__((ms_abi)) *callback)(_Complex double z);
int not_a_function __attribute__((ms_abi));
