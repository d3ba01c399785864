/* An alias whose name an earlier declaration's asm label renamed takes the label as its
 * symbol, as in gcc (libgpg-error's configure checks it: `extern int foo (int) __asm
 * ("xyzzy");` then `extern __typeof (bar) foo __attribute__ ((weak, alias ("bar")));`).
 * The declarations with other C names and the same labels reach the aliases only through
 * those symbols: a wrong symbol name would not link. */
#include <stdio.h>

extern int foo(int x) __asm__("xyzzy");
int bar(int x) { return x + 1; }
extern __typeof(bar) foo __attribute__((alias("bar")));

extern int wfoo(int x) __asm__("wxyz");
extern __typeof(bar) wfoo __attribute__((weak, alias("bar")));

int dval = 7;
extern int dal __asm__("dal_sym");
extern __typeof(dval) dal __attribute__((alias("dval")));
extern int wdal __asm__("wdal_sym");
extern __typeof(dval) wdal __attribute__((weak, alias("dval")));

/* Other C names for the same symbols. */
extern int by_label(int) __asm__("xyzzy");
extern int weak_by_label(int) __asm__("wxyz");
extern int object_by_label __asm__("dal_sym");
extern int weak_object_by_label __asm__("wdal_sym");

int main(void) {
    printf("%d %d %d %d\n", foo(1), wfoo(2), dal, wdal);
    printf("%d %d %d %d\n", by_label(10), weak_by_label(20), object_by_label,
           weak_object_by_label);
    return 0;
}
