/* Static initializers holding an address as an integer, as gcc accepts them: an address
   converted to an integer as wide as a pointer (`(uintptr_t)&x`), a constant added to it
   or taken from it, converted back to a pointer, the distance between two addresses in one
   object (as pointers or as integers), and GNU C's byte steps of `void *` and function
   addresses. */
#include <stdint.h>
#include <stdio.h>

int counter = 7;
int table[10] = {0, 10, 20, 30, 40, 50, 60, 70, 80, 90};
void tick(void) {}

uintptr_t counter_bits = (uintptr_t)&counter;
uintptr_t third = (uintptr_t)&table[2] + 2 * sizeof(int);
long first_from_ninth = (long)&table[9] - 36;
intptr_t fifth = 16 + (intptr_t)table;
char *from_integer = (char *)(uintptr_t)&counter;
int *shifted = (int *)((uintptr_t)&table[1] + 4);
unsigned long long literal = (unsigned long long)"literal";
long tick_plus = 4 + (long)tick;
long span = (long)&table[3] - (long)&table[0];
long count = &table[7] - &table[2];
int backwards = &table[0] - &table[7];
void *byte_step = (void *)&table + 4;
char *char_step = (char *)&table + sizeof(int) * 3;
void (*after_tick)(void) = tick + 1;
struct pair { long bits; char *ptr; } pair = { (long)&counter, (char *)(long)&table[8] };
static const uintptr_t ends[2] = { (uintptr_t)&table[0], (uintptr_t)(&table[9] + 1) };

int main(void) {
  printf("%d\n", counter_bits == (uintptr_t)&counter);
  printf("%d\n", *(int *)third);
  printf("%d\n", *(int *)first_from_ninth);
  printf("%d\n", *(int *)fifth);
  printf("%d\n", *(int *)from_integer);
  printf("%d\n", *shifted);
  printf("%s\n", (char *)literal);
  printf("%d\n", tick_plus == 4 + (long)tick);
  printf("%ld %ld %d\n", span, count, backwards);
  printf("%d %d\n", *(int *)byte_step, *(int *)char_step);
  printf("%d\n", (char *)after_tick == (char *)tick + 1);
  printf("%d %d\n", *(int *)pair.bits, *(int *)pair.ptr);
  printf("%ld\n", (long)(ends[1] - ends[0]));
  return 0;
}
