/* The names of tcc-rs's own runtime (print_int, read_int, clock_ns...) are the program's to
 * use, as with gcc: MPC's tests define a read_int of their own. Each definition here has
 * another type and meaning than the runtime's, and is the one called. */
#include <stdio.h>

static int calls;

void print_int(const char *label, long v) { printf("%s=%ld\n", label, v); calls++; }
int read_int(FILE *fp, int *n, const char *name) { *n = 42; calls++; return fp != NULL && name[0]; }
double clock_ns(void) { calls++; return 1.5; }
const char *elapsed_ms = "no clock here";
int print_char(int c) { calls++; return c + 1; }
void print_newline(int times) { while (times--) putchar('\n'); calls++; }

int main(void) {
    int n = 0;
    int ok = read_int(stdout, &n, "size");
    print_int("n", n);
    print_int("ok", ok);
    printf("%.1f %s %c\n", clock_ns(), elapsed_ms, print_char('a'));
    print_newline(2);
    printf("%d calls\n", calls);
    return 0;
}
