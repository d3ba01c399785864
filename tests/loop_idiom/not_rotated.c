// Loops that rotation leaves tested at the top (each loop's exit is the next loop's
// header): the sieve's clearing loop becomes memset before it, counted as
// `0 <= limit ? limit + 1 : 0`, and is deleted, the next loop taking the value the counter
// leaves. A copy in such a loop is not recognised yet (the load's users are counted in the
// header alone), so `copy_then_clear`'s first loop stays; its clearing loop becomes memset.
char composite[4000001];
int w[100];

int sieve_clear(int limit) {
    int i, count = 0;
    for (i = 0; i <= limit; i++)
        composite[i] = 0;
    for (; i > 0; i--)
        count += composite[i - 1];
    return count;
}

void copy_then_clear(int n) {
    int t[100];
    int i;
    for (i = 0; i < n; i++)
        t[i] = w[i];
    for (i = 0; i < n; i++)
        w[i] = 0;
    for (i = 0; i < n; i++)
        w[i] += t[i];
}
