/* Attributes gcc knows whose meaning tcc-rs does not give, and whose absence a program
 * would notice: each is an error naming it, not an "ignored" warning. */
int resolver_target(void) { return 1; }
static int (*resolve(void))(void) { return resolver_target; }
int chosen(void) __attribute__((ifunc("resolve")));
void isr(void *frame) __attribute__((interrupt));
__attribute__((naked)) void bare(void) {}
struct __attribute__((ms_struct)) msvc_layout { char c : 1; int i : 1; };
struct __attribute__((scalar_storage_order("big-endian"))) be { int x; };
int merged __attribute__((common));
int versioned(void) __attribute__((symver("versioned@V1")));
