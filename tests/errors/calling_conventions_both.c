/* ms_abi and sysv_abi on one declaration: gcc's error (gcc places it at the start of the
 * declaration; tcc-rs at the attribute). */
int __attribute__((ms_abi, sysv_abi)) both(int a) { return a; }
