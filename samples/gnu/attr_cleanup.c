/* GNU cleanup attribute: the function runs with the variable's address whenever its scope
   is left: at the end of the block, and on break, continue, return and goto out of it,
   innermost first. Also in statement expressions and for-loop declarations. */
#include <stdio.h>
#include <stdlib.h>

static int depth;

static void done(int *p) { printf("%*sdone %d\n", depth * 2, "", *p); }
static void release(char **p) {
    printf("release %s\n", *p ? *p : "(null)");
    free(*p);
}

#define SCOPED __attribute__((cleanup(done)))

static int early(int n) {
    int a SCOPED = 1;
    if (n > 0) {
        int b SCOPED = 2;
        if (n > 1)
            return 10 * a + b; /* b, then a */
        a += 10;
    }
    return a;
}

static void loops(void) {
    for (int i SCOPED = 0; i < 3; i++) {
        int body SCOPED = 100 + i;
        if (i == 1)
            continue;
        depth++;
        {
            int inner SCOPED = 200 + i;
            if (i == 2)
                break;
            inner++;
        }
        depth--;
    }
    depth = 0;
    int k = 0;
    while (1) {
        int w SCOPED = 300 + k;
        if (++k == 2)
            break;
    }
}

static int with_goto(int fail) {
    char *buf __attribute__((cleanup(release))) = malloc(16);
    snprintf(buf, 16, "buffer%d", fail);
    {
        int step SCOPED = 1;
        if (fail)
            goto out;
        step = 2;
    }
    printf("no failure\n");
out:
    printf("at out\n");
    return fail;
}

static void backwards(void) {
    int tries = 0;
again: {
        int attempt SCOPED = tries;
        if (++tries < 3)
            goto again;
    }
    printf("tries %d\n", tries);
}

int main(void) {
    printf("early: %d\n", early(0));
    printf("early: %d\n", early(1));
    printf("early: %d\n", early(2));
    loops();
    printf("goto: %d\n", with_goto(1));
    printf("goto: %d\n", with_goto(0));
    backwards();
    int v = ({ int t SCOPED = 7; t * 6; });
    printf("statement expression %d\n", v);
    switch (v) {
    case 42: {
        int s SCOPED = 42;
        if (s)
            break;
        printf("not reached\n");
    }
    default:
        printf("not reached either\n");
    }
    return 0;
}
