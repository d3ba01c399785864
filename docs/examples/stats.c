/* The program docs/debugging.md debugs with gdb (tests/cli.rs runs the same sessions). */
#include <stdio.h>

typedef struct { const char *name; int score; } entry_t;
enum grade { FAIL, PASS, MERIT };

static enum grade grade_of(int score)
{
    if (score >= 70)
        return MERIT;
    return score >= 50 ? PASS : FAIL;
}

static int total(const entry_t *entries, int n)
{
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += entries[i].score;
    return sum;
}

static void report(const entry_t *entries, int n)
{
    int sum = total(entries, n);
    enum grade g = grade_of(sum / n);
    printf("%d entries, mean %d, grade %d\n", n, sum / n, g);
}

int main(void)
{
    entry_t entries[] = { { "ada", 82 }, { "brian", 47 }, { "grace", 91 } };
    report(entries, 3);
    return 0;
}
