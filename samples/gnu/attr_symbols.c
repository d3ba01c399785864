/* GNU attributes that act on symbols: weak definitions and weak references (whose address
   is null when nothing defines them), aliases of functions and objects, constructors and
   destructors with and without priorities, objects in sections of their own, and
   visibility (which a single program cannot observe, but which must not change it). */
#include <stdio.h>
#include <stdlib.h>

int __attribute__((visibility("hidden"))) hidden_var = 1;
int __attribute__((visibility("protected"))) protected_var = 2;
int __attribute__((visibility("internal"))) internal_var = 3;
int plain_var = 4;
__attribute__((visibility("default"))) int default_fn(void) { return 5; }
__attribute__((visibility("hidden"))) int hidden_fn(void) { return 6; }

int __attribute__((weak)) weak_var = 7;
int __attribute__((weak)) weak_fn(void) { return 8; }
extern int missing_fn(void) __attribute__((weak));
extern int missing_var __attribute__((weak));

int target(void) { return 9; }
int alias_fn(void) __attribute__((alias("target")));
extern int alias_var __attribute__((alias("plain_var")));
static int counter;
static void bump(void) { counter++; }
void bump_alias(void) __attribute__((alias("bump")));

static void __attribute__((constructor)) init_default(void) { printf("constructor, default priority\n"); }
static void __attribute__((constructor(101))) init_early(void) { printf("constructor 101\n"); }
static void __attribute__((constructor(200))) init_later(void) { printf("constructor 200\n"); }
static void __attribute__((__destructor__)) fini_default(void) { printf("destructor, default priority (counter %d)\n", counter); }
static void __attribute__((destructor(150))) fini_150(void) { printf("destructor 150\n"); }

int __attribute__((section(".data.tagged"))) in_section = 42;
int __attribute__((section(".data.zeroes"))) zero_in_section;
static const char __attribute__((section(".rodata.notes"), used)) note[] = "a note";

static void at_exit(void) { printf("atexit handler\n"); }

int main(void) {
    atexit(at_exit);
    printf("%d %d %d %d\n", hidden_var, protected_var, internal_var, plain_var);
    printf("%d %d %d %d\n", default_fn(), hidden_fn(), weak_var, weak_fn());
    printf("weak references: %s %s\n", missing_fn ? "defined" : "null",
           &missing_var ? "defined" : "null");
    if (missing_fn)
        printf("%d\n", missing_fn());
    printf("aliases: %d %d %s\n", alias_fn(), alias_var,
           &alias_var == &plain_var ? "same object" : "different objects");
    plain_var = 40;
    printf("through the alias: %d\n", alias_var);
    bump_alias();
    bump_alias();
    printf("sections: %d %d %s\n", in_section, zero_in_section, note);
    return 0;
}
