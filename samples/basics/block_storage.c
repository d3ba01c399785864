/* Locals of sibling blocks may share stack storage (as gcc shares it); locals of enclosing
   blocks must not be overwritten by them, and a block entered again, by a loop or a goto,
   starts its locals afresh. */
#include <stdio.h>
#include <string.h>

static unsigned sum(const unsigned char *p, int n) {
    unsigned s = 0;
    for (int i = 0; i < n; i++)
        s = s * 31 + p[i];
    return s;
}

static void fill(unsigned char *p, int n, int seed) {
    for (int i = 0; i < n; i++)
        p[i] = (unsigned char)(seed + i * 7);
}

int main(void) {
    unsigned char outer[100];
    unsigned total = 0;
    fill(outer, sizeof outer, 1);
    for (int round = 0; round < 3; round++) {
        unsigned char a[300];
        fill(a, sizeof a, round);
        {
            unsigned char nested[50];
            fill(nested, sizeof nested, 9);
            total += sum(nested, sizeof nested);
        }
        total += sum(a, sizeof a);
    }
    {
        unsigned char b[200];
        memset(b, 0xAB, sizeof b);
        total += sum(b, sizeof b);
    }
    for (int k = 0; k < 4; k++) {
        if (k & 1) {
            int odd[40];
            for (int i = 0; i < 40; i++)
                odd[i] = k * i;
            total += (unsigned)odd[39];
        } else {
            long even[30];
            for (int i = 0; i < 30; i++)
                even[i] = -k - i;
            total += (unsigned)even[29];
        }
    }
    int tries = 0;
again: {
        char word[32];
        snprintf(word, sizeof word, "try %d", tries);
        total += sum((unsigned char *)word, (int)strlen(word));
    }
    {
        char other[32];
        memset(other, 'x', sizeof other);
        total += sum((unsigned char *)other, sizeof other);
        if (++tries < 3)
            goto again;
    }
    /* outer is untouched by every block above */
    printf("%u %u\n", total, sum(outer, sizeof outer));
    return 0;
}
