// A scan loop whose `&&` condition is tested again after it: on the loop's exit for the
// bound the retest is false, on its exit for the character true, so each exit goes straight
// to its own code (the join's `br` is decided on both edges), and the loop then has one
// exit test per iteration left to rotate.
char *end_of_line(char *p, char *end, int *len) {
    while (p < end && *p != '\n')
        p++;
    if (p < end) {
        *len = 1;
        return p + 1;
    }
    *len = 0;
    return end;
}

// The same with an index, as a search returns it.
int find(const int *a, int n, int x) {
    int i = 0;
    while (i < n && a[i] != x)
        i++;
    return i < n ? i : -1;
}

// A retest of another condition is not decided: the join stays.
int find_other(const int *a, int n, int x) {
    int i = 0;
    while (i < n && a[i] != x)
        i++;
    if (i <= n - 1)
        return a[i];
    return -1;
}
