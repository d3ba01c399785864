typedef int wide_int __attribute__((aligned(16)));
typedef long narrow_long __attribute__((aligned(2)));
typedef char three[3] __attribute__((aligned(2)));
narrow_long fine[3];
wide_int *pointers[2];
wide_int too_wide[2];
three odd[2];
