/* Where a variable length array's storage is released: at the end of its block, on break,
 * continue, goto and return, when a loop re-enters its scope; sizeof evaluated at run
 * time; pointers to VLA types; a typedef of a VLA type in a block; alloca. A million
 * iterations that each declare an array must not grow the program's memory. */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

static int depth_sum(int n) {
    if (n == 0)
        return 0;
    int a[n];
    for (int i = 0; i < n; i++) a[i] = i;
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s + depth_sum(n - 1); /* each frame's array is freed on return */
}

static int find(int n, int key) {
    int seen[n];
    for (int i = 0; i < n; i++) {
        seen[i] = i * i % 97;
        if (seen[i] == key)
            return i; /* leaves the scope early */
    }
    return -1;
}

static long churn(long rounds) {
    long total = 0;
    for (long it = 0; it < rounds; it++) {
        int len = (int)(it % 64) + 1;
        unsigned char buf[len * 64];
        memset(buf, (int)(it & 0x7f), sizeof buf);
        if (it % 7 == 0)
            continue;
        total += buf[len * 32] + (long)sizeof buf;
        if (it == rounds - 3)
            break;
    }
    return total;
}

static int with_goto(int n) {
    int tries = 0;
again:
    {
        int tmp[n + tries];
        tmp[0] = tries;
        tries++;
        if (sizeof tmp / sizeof tmp[0] < (size_t)(n + 3))
            goto again; /* jumps out of tmp's scope, releasing it */
    }
    return tries;
}

static void grid(int rows, int cols) {
    typedef int row_t[cols];
    row_t *g = alloca(rows * sizeof(row_t));
    int (*view)[cols] = g;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) g[i][j] = (i + 1) * (j + 1);
    printf("grid %dx%d: sizeof(row_t)=%zu sizeof *view=%zu rows apart=%td last=%d\n", rows,
           cols, sizeof(row_t), sizeof *view, &view[rows - 1] - &view[0],
           view[rows - 1][cols - 1]);
}

static char *join(const char *a, const char *b) {
    static char out[64];
    size_t n = strlen(a) + strlen(b) + 2;
    char *tmp = alloca(n); /* lives until join returns */
    snprintf(tmp, n, "%s/%s", a, b);
    strcpy(out, tmp);
    return out;
}

int main(void) {
    printf("depth_sum(40) = %d\n", depth_sum(40));
    printf("find(50, 4) = %d, find(10, 1000) = %d\n", find(50, 4), find(10, 1000));
    printf("churn = %ld\n", churn(1000000));
    printf("with_goto(2) = %d\n", with_goto(2));
    grid(3, 5);
    grid(7, 2);
    printf("%s\n", join("usr", "lib"));
    int n = 5;
    int cube[n][n][n];
    printf("sizeof cube=%zu cube[0]=%zu cube[0][0]=%zu\n", sizeof cube, sizeof cube[0],
           sizeof cube[0][0]);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++) cube[i][j][k] = i * 100 + j * 10 + k;
    int *flat = &cube[0][0][0];
    printf("cube[3][2][1]=%d flat[3*25+2*5+1]=%d\n", cube[3][2][1], flat[3 * 25 + 2 * 5 + 1]);
    switch (n) {
    case 5: {
        char name[n + 1];
        memcpy(name, "hello", 6);
        printf("%s %zu\n", name, sizeof name);
        break;
    }
    default:
        break;
    }
    return 0;
}
