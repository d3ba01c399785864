typedef int wide_int __attribute__((aligned(16)));
typedef int same_int __attribute__((aligned(4)));
wide_int w;
