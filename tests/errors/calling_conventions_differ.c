/* GNU ms_abi makes another function type, as in gcc: pointers to the two kinds do not
 * convert without a warning, and a declaration with the other convention conflicts.
 * sysv_abi is x86-64's own convention, the one a function has without either. */
int __attribute__((sysv_abi)) plain(int a) { return a + 1; }
int __attribute__((ms_abi)) ms(int a) { return a + 2; }
int (*to_plain)(int) = plain;
int (__attribute__((ms_abi)) *to_ms)(int) = ms;
int (*wrong_plain)(int) = ms;
int (__attribute__((ms_abi)) *wrong_ms)(int) = 0;
void assign(void) { wrong_ms = to_plain; }
int later(int);
int __attribute__((ms_abi)) later(int a) { return a; }
