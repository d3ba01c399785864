static int counter __attribute__((weak));
int __attribute__((section(1))) placed;
