int a __attribute__((visibility("secret")));
int b __attribute__((visibility(1)));
static int c __attribute__((visibility("hidden")));
