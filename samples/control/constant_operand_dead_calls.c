/* A condition made constant by one operand of && or || (libtommath's
 * `if (err != MP_OKAY && MP_HAS(S_READ_X)) err = s_read_x(p, n);`): the arm it rules out is
 * left out even at -O0, as gcc's folding leaves it out, so it may call functions that are
 * defined nowhere. The left operand is still evaluated. */
#include <stdio.h>

#define HAS_X 0
#define HAS_Y 1

int x_only(int);
static int y_only(int);

static int calls;
static int counted(int v) {
    calls++;
    return v;
}

int main(int argc, char **argv) {
    (void)argv;
    int err = argc;
    if (counted(err != 0) && HAS_X)
        err = x_only(err);
    if (err == 0 || HAS_Y)
        err = 2;
    else
        err = y_only(err);
    int r = (counted(argc > 0) && HAS_X) ? x_only(3) : 7;
    while (counted(argc > 5) && HAS_X)
        x_only(1);
    for (int i = 0; i < 3 && !HAS_Y; i++)
        y_only(i);
    if (!(HAS_Y || counted(1)))
        x_only(0);
    printf("err %d, r %d, calls %d\n", err, r, calls);
    return 0;
}
