/* Through <stdatomic.h>'s macros the warning is shown at the macro's use, as gcc shows it. */
#include <stdatomic.h>
atomic_int x;
int main(void) {
  int v = atomic_load_explicit(&x, memory_order_release);
  atomic_store_explicit(&x, 1, memory_order_acquire);
  return v;
}
